/**
 * The hooks of the frame every page shares (docs/decisions/011): what the root layout and shared
 * components render, and the site script, the inline head scripts and the stylesheet read.
 */
export const pageDom = {
  /** On `<html>`: the theme the head script resolved, and the key its choice is stored under. */
  themeAttribute: "data-theme",
  themeKeyAttribute: "data-theme-key",
  /** On `<html>`: the page's writing system (ISO 15924), which picks its typeface. */
  writingSystemAttribute: "data-script",
  themeToggle: "data-theme-toggle",
  /** On `<html>` when the visitor arrives afresh at the top of a page (app/client/fresh-visit.ts). */
  freshVisitAttribute: "data-fresh-visit",
  /** On `<html>` once everything loaded after the first paint has arrived. */
  afterPaintAttribute: "data-after-paint",
  /** Templates whose contents load after the first paint, and drawings' file addresses until then. */
  afterPaintHrefAttribute: "data-after-paint-href",
  /** Templates whose contents load on the first use of the block around them. */
  onFirstUseAttribute: "data-on-first-use",
  /** Controls that can do nothing without a script: hidden when scripting is off. */
  needsScriptAttribute: "data-needs-js",
  siteHeader: "data-site-header",
  siteFooter: "data-site-footer",
  mobileMenu: "mobile-menu",
  currentYear: "data-current-year",
  /** Blocks the scroll reveal may hide once, to slide them in (D9), and the state it gives them. */
  reveal: "data-reveal",
  revealStateAttribute: "data-reveal-state",
  /** The language switcher's links, each naming the language it leads to. */
  languageLink: "data-language-link",
  /** The line saying the page's language is not yet reviewed by a native speaker (D25). */
  unreviewedNotice: "data-unreviewed-notice",
  /** The hidden offers of another language, each naming its language, and their container. */
  languageSuggestion: "data-language-suggestion",
  languageSuggestions: "data-language-suggestions",
  languageDismiss: "data-language-dismiss",
} as const;

/**
 * The blocks that may wait to be rendered on a fresh visit (app.css): a page's bands, its footer
 * and a document's sections.
 */
export const waitingBlocksSelector = `main > *, [${pageDom.siteFooter}], .prose > section`;

/** The JSX props that mark an element with a hook: `<div {...hook(pageDom.reveal)}>`. */
export function hook(attribute: string, value = ""): Record<string, string> {
  return { [attribute]: value };
}

/** States set on the frame after the static page was made, which the first paint already needs. */
export const pageScriptStates = [
  pageDom.themeAttribute,
  pageDom.freshVisitAttribute,
  pageDom.revealStateAttribute,
  ":popover-open",
  ":target",
] as const;
