import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandPropsSelector, islandSelector } from "#app/contracts/islands.ts";

/** As a transition, React hydrates in slices of a few milliseconds rather than in one long task. */
export function hydrateIsland<P extends object>(name: string, Component: ComponentType<P>): void {
  const container = document.querySelector(islandSelector(name));
  const props = document.querySelector(islandPropsSelector(name))?.textContent;
  if (!container || !props) return;
  startTransition(() => {
    hydrateRoot(container, <Component {...(JSON.parse(props) as P)} />);
  });
}
