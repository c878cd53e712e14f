import { networkDom, typefaceStorageKey } from "#app/contracts/network.ts";

/**
 * Fetches the page's font file once the page has loaded, at low priority, and remembers that the
 * phone has it: the next page names the web font from its first paint (app/client/data-saving.ts).
 * Nothing when the visitor saves data, or when the page already uses it.
 */
export function fetchTypefaceForNextPages(root: HTMLElement): void {
  const typeface = root.getAttribute(networkDom.typefaceAttribute);
  if (!typeface || root.hasAttribute(networkDom.saveDataAttribute) || root.hasAttribute(networkDom.webFontAttribute))
    return;
  const fetchIt = async () => {
    try {
      const response = await fetch(typeface, { priority: "low" } as RequestInit);
      if (!response.ok) return;
      await response.arrayBuffer();
      localStorage.setItem(typefaceStorageKey, typeface);
    } catch {
      // Offline or storage blocked: the next page paints in the system face again.
    }
  };
  if (document.readyState === "complete") void fetchIt();
  else addEventListener("load", () => void fetchIt(), { once: true });
}
