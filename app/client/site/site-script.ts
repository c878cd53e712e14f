/** Every page's script (docs/decisions/017): all delegated or observed, so what React renders works with it. */
import { applyStoredTheme, darkSchemeQuery, resolveTheme, toggledTheme, type Theme } from "#app/lib/theme.ts";
import { revealDelay, revealObserverOptions } from "#app/client/site/reveal.ts";
import { carriedAddress, suggestedLanguage } from "#app/client/site/language-choice.ts";
import { languageOfferPath, pageDom as dom, waitingBlocksSelector } from "#app/contracts/page.ts";
import type { LanguageOffer } from "#app/lib/i18n/page.ts";
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

/** One per frame, in tasks too short to hold up a tap, so End sees the page's true length (docs/decisions/020). */
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

  // Only blocks below the fold, or added later (a new products tab), wait for the reveal. An
  // observer's first report says where each is, from the next frame's layout: getBoundingClientRect
  // here would force a layout of the whole page inside this script's task.
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

/** Fills the page's empty offer with the words of `code`, fetched from the site, and its link to this page; shows it. */
async function offerLanguage(code: string, href: string): Promise<void> {
  const offer = document.querySelector<HTMLElement>(`[${dom.languageSuggestion}]`);
  const link = offer?.querySelector<HTMLAnchorElement>(`a[${dom.languageLink}]`);
  const text = offer?.querySelector("p");
  const dismiss = offer?.querySelector(`[${dom.languageDismiss}]`);
  if (!offer || !link || !text || !dismiss) return;
  const response = await fetch(languageOfferPath(code));
  if (!response.ok) return;
  const words = (await response.json()) as LanguageOffer;
  offer.lang = code;
  offer.dir = words.dir;
  offer.setAttribute(dom.languageSuggestion, code);
  text.textContent = words.text;
  link.textContent = words.action;
  link.setAttribute("href", href);
  link.hreflang = code;
  link.setAttribute(dom.languageLink, code);
  dismiss.textContent = words.dismiss;
  offer.hidden = false;
}

/**
 * A switcher's link or a dismissal is the visitor's choice; only one who has not chosen, and whose
 * browser prefers another of the site's languages, sees the suggestion, its words fetched then (D19, 026).
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
  const links = new Map(
    [...document.querySelectorAll<HTMLAnchorElement>(`a[${dom.languageLink}][hreflang]`)].map((link) => [
      link.getAttribute(dom.languageLink) ?? "",
      link.getAttribute("href") ?? "",
    ]),
  );
  const region = document.querySelector(`[${dom.languageSuggestions}]`)?.getAttribute(dom.languageSuggestions) ?? "";
  const code = suggestedLanguage(navigator.languages, [...links.keys()], { code: current, region });
  const href = code && links.get(code);
  if (code && href) void offerLanguage(code, href);
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

// A visitor who has not chosen follows the system setting live; a saved choice wins, as on arrival.
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
