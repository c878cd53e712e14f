import type { ComponentType } from "react";
import { islandDom } from "#app/contracts/islands.ts";
import { hook } from "#app/contracts/page.ts";
import { tapsDom } from "#app/contracts/taps.ts";

/**
 * The props of an island as the text of a `<script type="application/json">`: `<` is escaped, so
 * no string in them can close the element.
 */
export function serializeIslandProps(props: object): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}

type IslandProps<P extends object> = {
  /** Unique on the page; the page's script hydrates the island by this name (app/client/islands.tsx). */
  name: string;
  component: ComponentType<P>;
  /** Everything the component renders from: the page's script reads them back to hydrate it. */
  props: P;
};

/**
 * A widget that React runs in the browser on an otherwise static page (docs/decisions/014): its
 * prerendered HTML, and beside it the props it was rendered with, so the page's own small script
 * hydrates just this widget with the same props, no router and no page copy in the bundle.
 */
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
