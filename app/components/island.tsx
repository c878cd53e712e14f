import type { ComponentType } from "react";
import { islandDom } from "#app/contracts/islands.ts";
import { hook } from "#app/contracts/page.ts";
import { tapsDom } from "#app/contracts/taps.ts";

/** `<` is escaped, so no string in the props can close the script element. */
export function serializeIslandProps(props: object): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}

type IslandProps<P extends object> = {
  /** Unique on the page. */
  name: string;
  component: ComponentType<P>;
  props: P;
};

/** Hydrated from the props beside it: no router and no page copy in the bundle (docs/decisions/014). */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <>
      {/* Taps before React hydrates it are replayed after (app/client/islands.tsx). */}
      <div {...hook(islandDom.island, name)} {...hook(tapsDom.owner, name)}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        {...hook(islandDom.props, name)}
        dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }}
      />
    </>
  );
}
