import { startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandPropsSelector, islandSelector } from "#app/contracts/islands.ts";
import { replayTaps } from "#app/client/taps.ts";

/** Renders nothing of its own: once React has hydrated the island, taps made before are replayed. */
function ReplayTapsWhenHydrated({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => replayTaps(name), [name]);
  return children;
}

/** As a transition, React hydrates in slices of a few milliseconds rather than in one long task. */
export function hydrateIsland<P extends object>(name: string, Component: ComponentType<P>): void {
  const container = document.querySelector(islandSelector(name));
  const props = document.querySelector(islandPropsSelector(name))?.textContent;
  if (!container || !props) return;
  startTransition(() => {
    hydrateRoot(
      container,
      <ReplayTapsWhenHydrated name={name}>
        <Component {...(JSON.parse(props) as P)} />
      </ReplayTapsWhenHydrated>,
    );
  });
}
