/**
 * The hooks of the site on a slow or absent network (issue 25, docs/decisions/024): what the
 * layout renders, the head scripts and the service worker read, and the server's Save-Data
 * variant writes.
 */
export const networkDom = {
  /** On `<html>`: the one font file of the page's writing system (app/lib/typefaces.ts). */
  typefaceAttribute: "data-typeface",
  /** On `<html>` when that file is known to be on the phone: only then do pages name the web font. */
  webFontAttribute: "data-web-font",
  /** On `<html>` when the visitor asks for less data: no web font, no drawings, no prefetching. */
  saveDataAttribute: "data-save-data",
  /** The note a copy served from the phone shows, hidden until the service worker fills it in. */
  savedCopy: "data-saved-copy",
  /** On the note: its words, with `{date}` where the date it was saved goes. */
  savedCopyWords: "data-saved-copy-words",
  /** On the offline page: the list the service worker fills with the pages saved on the phone. */
  savedPages: "data-saved-pages",
  /** The list's hidden sample item, with `{title}` and the words of `{date}`, copied for each page. */
  savedPage: "data-saved-page",
  /** On the offline page: shown when no page is saved yet. */
  noSavedPages: "data-no-saved-pages",
} as const;

/** Where the visitor's phone keeps the address of the font file it has fetched once. */
export const typefaceStorageKey = "sankofa-typeface";

/** The service worker's address: at the root, so it may serve every page. */
export const serviceWorkerPath = "/sw.js";
/** In the worker's address when the visitor saves data: it then fetches nothing ahead. */
export const serviceWorkerSaveDataQuery = "save-data";

export const manifestPath = "/manifest.webmanifest";

/** The browser's colours around the site (meta theme-color, the manifest), for each theme. */
export const themeColours = {
  light: { theme: "#0b5d4b", background: "#f7f5ef" },
  dark: { theme: "#0a1412", background: "#0a1412" },
} as const;

/** States set before or after the first paint that the first paint needs (docs/decisions/005). */
export const networkScriptStates = [networkDom.webFontAttribute, networkDom.saveDataAttribute] as const;
