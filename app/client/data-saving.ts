import { networkDom, typefaceStorageKey } from "#app/contracts/network.ts";

/**
 * Runs inline in `<head>`, before the first layout. A visitor who asks for less data (Save-Data,
 * or prefers-reduced-data) gets `data-save-data`: no web font, no drawings. Otherwise the page
 * names its web font only when the phone has fetched that very file before (`data-web-font`), so a
 * first visit paints in the metric-matched system face without waiting a round trip for the font,
 * and the site script fetches it after the paint for the pages that follow (docs/decisions/024).
 * Self-contained: its source text is what the page embeds and the server hashes for the CSP.
 */
function chooseTypeface(typeface: string, webFont: string, saveData: string, key: string): void {
  const root = document.documentElement;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (root.hasAttribute(saveData) || connection?.saveData || matchMedia("(prefers-reduced-data: reduce)").matches) {
    root.setAttribute(saveData, "");
    return;
  }
  try {
    if (localStorage.getItem(key) === root.getAttribute(typeface)) root.setAttribute(webFont, "");
  } catch {
    // Blocked storage: the system face, as on a first visit.
  }
}

export function dataSavingScript(): string {
  const { typefaceAttribute, webFontAttribute, saveDataAttribute } = networkDom;
  const args = [typefaceAttribute, webFontAttribute, saveDataAttribute, typefaceStorageKey].map((value) =>
    JSON.stringify(value),
  );
  return `(${chooseTypeface.toString().replace(/\s+/g, " ")})(${args.join(", ")})`;
}
