/** The hooks of the frame every page shares (docs/decisions/011), read by the site script, the head scripts and CSS. */
export const pageDom = {
  /** On `<html>`: the theme the head script resolved, and the key a choice is stored under. */
  themeAttribute: "data-theme",
  themeKeyAttribute: "data-theme-key",
  /** On `<html>`: the page's writing system (ISO 15924), which picks its typeface. */
  writingSystemAttribute: "data-script",
  themeToggle: "data-theme-toggle",
  /** On `<html>` when the visitor arrives afresh at the top of a page. */
  freshVisitAttribute: "data-fresh-visit",
  /** On `<html>` once everything loaded after the first paint has arrived. */
  afterPaintAttribute: "data-after-paint",
  afterPaintHrefAttribute: "data-after-paint-href",
  onFirstUseAttribute: "data-on-first-use",
  /** Hidden when scripting is off: controls that can do nothing without a script. */
  needsScriptAttribute: "data-needs-js",
  siteHeader: "data-site-header",
  siteFooter: "data-site-footer",
  mobileMenu: "mobile-menu",
  currentYear: "data-current-year",
  /** Blocks the scroll reveal may hide once, to slide them in (D9). */
  reveal: "data-reveal",
  revealStateAttribute: "data-reveal-state",
  languageLink: "data-language-link",
  /** The line saying the page's language is not yet reviewed by a native speaker (D25). */
  unreviewedNotice: "data-unreviewed-notice",
  /** The offer (empty until the site script fills it, naming its language), its container (the page's region), its dismissal. */
  languageSuggestion: "data-language-suggestion",
  languageSuggestions: "data-language-suggestions",
  languageDismiss: "data-language-dismiss",
} as const;

/** The offer's words in the language `code`, written by the build (scripts/generate-assets.ts). */
export function languageOfferPath(code: string): string {
  return `/languages/${code}.json`;
}

/** The blocks that may wait to be rendered on a fresh visit (app.css). */
export const waitingBlocksSelector = `main > *, [${pageDom.siteFooter}], .prose > section`;

export function hook(attribute: string, value = ""): Record<string, string> {
  return { [attribute]: value };
}

export const pageScriptStates = [
  pageDom.themeAttribute,
  pageDom.freshVisitAttribute,
  pageDom.revealStateAttribute,
  ":popover-open",
  ":target",
] as const;
