/** Article pages' script (docs/decisions/003): without it the table of contents is plain links, CSS hides Share. */
import { currentSectionIndex, readingLineRatio } from "#app/client/article/reading-position.ts";
import { shareArticle, type ShareOutcome } from "#app/client/article/share.ts";
import { articleDom as dom } from "#app/contracts/article.ts";
import { replayTaps } from "#app/client/taps.ts";
import { tapOwners } from "#app/contracts/taps.ts";

/** Long enough to read the confirmation; screen readers have announced it by then. */
const messageMilliseconds = 4000;

const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function scrollToTopOnArrival(): void {
  // A link to a section (#heading) asked for that place, not for the top.
  if (location.hash) return;
  // Coming back to the article (reload, history) starts at the top too, rather than where it was.
  history.scrollRestoration = "manual";
  window.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" });
}

/** D7: a copy is confirmed and announced; a share needs no word. */
function shareMessage(article: Element, outcome: ShareOutcome): string | null {
  if (outcome === "copied") return article.getAttribute(dom.shareCopied);
  if (outcome === "failed") return article.getAttribute(dom.shareFailed);
  return null;
}

function setUpShareButtons(): void {
  const timers = new WeakMap<Element, number>();
  document.addEventListener("click", async (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${dom.shareButton}]`) : null;
    // The article element carries what to share: its title, its excerpt and its canonical address.
    const article = button?.closest(`[${dom.shareUrl}]`);
    const [title, text, url] = [dom.shareTitle, dom.shareText, dom.shareUrl].map((name) => article?.getAttribute(name));
    if (!button || !article || !title || !text || !url) return;
    const outcome = await shareArticle({ title, text, url }, navigator);
    const status = button.parentElement?.querySelector(`[${dom.shareStatus}]`);
    const message = shareMessage(article, outcome);
    if (!status || !message) return;
    status.textContent = message;
    window.clearTimeout(timers.get(status));
    timers.set(
      status,
      window.setTimeout(() => (status.textContent = ""), messageMilliseconds),
    );
  });
}

function setUpTableOfContents(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`[${dom.tableOfContents}] a[href^='#']`)];
  const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  if (links.length === 0 || !("IntersectionObserver" in window)) return;

  const highlight = () => {
    const tops = headings.map((heading) => heading?.getBoundingClientRect().top ?? Infinity);
    const current = currentSectionIndex(tops, window.innerHeight * readingLineRatio);
    links.forEach((link, index) => {
      if (index === current) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    });
  };
  // The area is everything above the reading line, the page above the window included: with the
  // window alone, a jump back to the top moved headings from above the window to below the line
  // with neither state "inside", so no change was reported and the last section stayed highlighted.
  const observer = new IntersectionObserver(highlight, {
    rootMargin: `${document.documentElement.scrollHeight}px 0px -${Math.round((1 - readingLineRatio) * 100)}% 0px`,
  });
  for (const heading of headings) if (heading) observer.observe(heading);
}

scrollToTopOnArrival();
setUpShareButtons();
replayTaps(tapOwners.article);
setUpTableOfContents();
