import { manifestPath } from "#app/contracts/network.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";

/**
 * Links the web app manifest of the page's language once the page has painted: linked in the
 * document, Chromium fetches it while the page is still loading, one more request before the first
 * paint on a 2G connection (docs/decisions/024). Installing can wait that long.
 */
export function linkManifest(root: HTMLElement): void {
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = localizeHref(manifestPath, root.lang);
  document.head.append(link);
}
