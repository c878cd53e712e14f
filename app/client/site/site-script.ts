/**
 * The one script every page loads, with islands or without (docs/decisions/001-html-first.md). It
 * adds the behaviour the platform does not give for free: the theme toggle, the mobile menu's
 * expanded state, the scroll reveal, the copyright year, the language switcher's memory and
 * suggestion, and the rendering of what the first paint left for later. It loads after the page's
 * first paint, with the page's own scripts (docs/decisions/014, 017). Everything is delegated or
 * observed, so pages that React hydrates, and content React adds later, keep working with it.
 */
import { applyStoredTheme, darkSchemeQuery, resolveTheme, toggledTheme, type Theme } from "#app/lib/theme.ts";
import { revealDelay, revealObserverOptions } from "#app/client/site/reveal.ts";
import { carriedAddress, suggestedLanguage } from "#app/client/site/language-choice.ts";
import { pageDom as dom, waitingBlocksSelector } from "#app/contracts/page.ts";
import { scriptIconSymbols } from "#app/components/inline-icons.ts";
import { fetchTypefaceForNextPages } from "#app/client/site/typeface.ts";
import { registerServiceWorker } from "#app/client/site/service-worker-registration.ts";
import { linkManifest } from "#app/client/site/manifest-link.ts";
import { replayTaps } from "#app/client/taps.ts";
import { tapOwners } from "#app/contracts/taps.ts";

const root = document.documentElement;
const storageKey = root.getAttribute(dom.themeKeyAttribute) ?? "sankofa-theme";

function currentTheme(): Theme {
  return resolveTheme(root.getAttribute(dom.themeAttribute), false);
}

function syncThemeToggles(): void {
  const pressed = String(currentTheme() === "dark");
  for (const toggle of document.querySelectorAll(`[${dom.themeToggle}]`)) toggle.setAttribute("aria-pressed", pressed);
}

function setTheme(theme: Theme): void {
  root.setAttribute(dom.themeAttribute, theme);
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // The choice still applies to this page when storage is blocked.
  }
  syncThemeToggles();
}

function setUpMobileMenu(menu: HTMLElement): void {
  const openers = document.querySelectorAll<HTMLElement>(
    `[popovertarget="${menu.id}"]:not([popovertargetaction="hide"])`,
  );
  const sync = (open: boolean) => {
    for (const opener of openers) opener.setAttribute("aria-expanded", String(open));
  };
  sync(menu.matches(":popover-open"));
  menu.addEventListener("toggle", (event) => sync((event as ToggleEvent).newState === "open"));
  // Choosing a link closes the menu, also for in-page links and client-side navigation.
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) menu.hidePopover();
  });
}

/**
 * Renders, one per frame, the blocks that wait for the screen (`content-visibility: auto` in
 * app.css: on a fresh visit, a page's later bands and its footer, and a document's sections). The
 * first paint laid out only what was on screen; a moment later the whole page is laid out, in tasks
 * too short to hold up a tap, so End, the scrollbar and a smooth scroll see the page's true length
 * (docs/decisions/020).
 */
function renderWaitingBlocks(): void {
  const waiting = [...document.querySelectorAll<HTMLElement>(waitingBlocksSelector)].filter(
    (block) => getComputedStyle(block).contentVisibility === "auto",
  );
  const renderNext = () => {
    const block = waiting.shift();
    if (!block) return;
    block.style.contentVisibility = "visible";
    requestAnimationFrame(() => setTimeout(renderNext));
  };
  requestAnimationFrame(() => setTimeout(renderNext));
}

function setUpReveal(): void {
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  if (reduceMotion.matches || !("IntersectionObserver" in window)) return;

  const observer = new IntersectionObserver((entries) => {
    const appearing = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
    appearing.forEach((element, index) => {
      element.style.setProperty("--reveal-delay", `${revealDelay(index)}ms`);
      element.setAttribute(dom.revealStateAttribute, "shown");
      observer.unobserve(element);
    });
  }, revealObserverOptions);

  const watch = (element: HTMLElement) => {
    if (element.hasAttribute(dom.revealStateAttribute)) return;
    element.setAttribute(dom.revealStateAttribute, "pending");
    observer.observe(element);
  };

  // Blocks already on screen when the script runs stay as painted; only those below the fold, or
  // added later (a new products tab), wait for the reveal. Where each block is comes from an
  // observer's first report, computed with the next frame's layout: reading it here with
  // getBoundingClientRect would force a layout of the whole page inside this script's task.
  const belowTheFold = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      belowTheFold.unobserve(entry.target);
      const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
      if (entry.boundingClientRect.top >= viewportHeight) watch(entry.target as HTMLElement);
    }
  });
  for (const element of document.querySelectorAll(`[${dom.reveal}]`)) belowTheFold.observe(element);

  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.hasAttribute(dom.reveal)) watch(node);
        for (const element of node.querySelectorAll<HTMLElement>(`[${dom.reveal}]`)) watch(element);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });

  // A visitor who turns on reduced motion mid-visit sees everything at once.
  reduceMotion.addEventListener("change", () => {
    observer.disconnect();
    for (const element of document.querySelectorAll(`[${dom.revealStateAttribute}]`))
      element.setAttribute(dom.revealStateAttribute, "shown");
  });
}

const offered = (offer: HTMLElement) => offer.getAttribute(dom.languageSuggestion) ?? "";

/** Where the visitor's choice of language is kept (docs/decisions/015-languages.md). */
const languageKey = "sankofa-language";

function readChosenLanguage(): string | null {
  try {
    return localStorage.getItem(languageKey);
  } catch {
    return null;
  }
}

function chooseLanguage(code: string): void {
  try {
    localStorage.setItem(languageKey, code);
  } catch {
    // Blocked storage: the switcher still works; the suggestion may come back on the next page.
  }
}

/**
 * The switcher's links keep the page's ?tab= and #fragment, and a click on one is remembered as
 * the visitor's choice; so is dismissing the suggestion. The suggestion, in the language it
 * offers, shows only to a visitor who has not chosen and whose browser prefers another of the
 * site's languages. Every word of it is in the page: this script carries none.
 */
function setUpLanguages(): void {
  const current = root.lang;
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(`a[${dom.languageLink}]`);
    if (link) {
      chooseLanguage(link.getAttribute(dom.languageLink) ?? current);
      link.href = carriedAddress(link.href, location, (id) => document.getElementById(id));
    } else if (target?.closest(`[${dom.languageDismiss}]`)) {
      chooseLanguage(current);
      for (const offer of document.querySelectorAll<HTMLElement>(`[${dom.languageSuggestion}]`)) offer.hidden = true;
    }
  });
  if (readChosenLanguage()) return;
  const offers = [...document.querySelectorAll<HTMLElement>(`[${dom.languageSuggestion}]`)];
  const code = suggestedLanguage(navigator.languages, offers.map(offered), current);
  const offer = offers.find((candidate) => offered(candidate) === code);
  if (offer) offer.hidden = false;
}

// The theme toggle's icons (app/content/icon-names.ts): at the end of the body, where React's
// hydration of the document skips a node it did not render.
document.body.insertAdjacentHTML("beforeend", `<svg class="hidden">${scriptIconSymbols}</svg>`);

document.addEventListener("click", (event) => {
  if (event.target instanceof Element && event.target.closest(`[${dom.themeToggle}]`))
    setTheme(toggledTheme(currentTheme()));
});
syncThemeToggles();
replayTaps(tapOwners.site);

// A visitor who has not chosen follows the system setting live, e.g. when the phone turns dark at
// dusk; a saved choice wins, as on arrival.
window.matchMedia(darkSchemeQuery).addEventListener("change", () => {
  applyStoredTheme(storageKey, darkSchemeQuery, resolveTheme);
  syncThemeToggles();
});

const mobileMenu = document.getElementById(dom.mobileMenu);
if (mobileMenu) setUpMobileMenu(mobileMenu);

for (const year of document.querySelectorAll(`[${dom.currentYear}]`))
  year.textContent = String(new Date().getFullYear());

setUpReveal();
setUpLanguages();
renderWaitingBlocks();
fetchTypefaceForNextPages(root);
registerServiceWorker();
linkManifest(root);
