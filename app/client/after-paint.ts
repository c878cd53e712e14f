import { networkDom } from "#app/contracts/network.ts";
import { pageDom } from "#app/contracts/page.ts";

/**
 * Adds what waits for the first paint once it is reported (docs/decisions/017). Inlined by its
 * source text (afterPaintScript), so it must stay self-contained.
 */
export function loadAfterFirstPaint(templateAttribute: string, hrefAttribute: string, saveDataAttribute: string): void {
  const load = () => {
    // A visitor saving data gets no drawings (docs/decisions/024).
    if (!document.documentElement.hasAttribute(saveDataAttribute))
      for (const use of document.querySelectorAll(`[${hrefAttribute}]`))
        use.setAttribute("href", use.getAttribute(hrefAttribute) ?? "");
    const loading: Promise<unknown>[] = [];
    for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${templateAttribute}]`)) {
      const contents = document.importNode(template.content, true);
      for (const element of contents.querySelectorAll("script, link"))
        loading.push(
          new Promise((settled) => {
            element.addEventListener("load", settled);
            element.addEventListener("error", settled);
          }),
        );
      document.body.append(contents);
    }
    void Promise.all(loading).then(() => {
      document.documentElement.setAttribute(templateAttribute, "loaded");
    });
  };
  const whenParsed = () => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", load, { once: true });
    else load();
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    whenParsed();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    whenParsed();
  }).observe({ type: "paint", buffered: true });
}

export function afterPaintScript(): string {
  const source = loadAfterFirstPaint.toString().replace(/\s+/g, " ");
  const { afterPaintAttribute, afterPaintHrefAttribute } = pageDom;
  const args = [afterPaintAttribute, afterPaintHrefAttribute, networkDom.saveDataAttribute].map((value) =>
    JSON.stringify(value),
  );
  return `(${source})(${args.join(", ")})`;
}

const firstUseEvents = ["focusin", "pointerdown", "input", "change"] as const;

/** A widget whose prerendered state is right already fetches its script only for a visitor who uses it. */
export function loadOnFirstUse(): void {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(`template[${pageDom.onFirstUseAttribute}]`)) {
    const block = template.parentElement;
    if (!block) continue;
    const load = () => {
      for (const type of firstUseEvents) block.removeEventListener(type, load);
      document.body.append(document.importNode(template.content, true));
    };
    // A visitor already in the block when this runs (it loads after the first paint) is using it.
    if (block.contains(document.activeElement)) load();
    else for (const type of firstUseEvents) block.addEventListener(type, load);
  }
}
