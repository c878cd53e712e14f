/**
 * The FAQ's disclosure buttons (spec section 4: at most one answer open; choosing the open one
 * closes it). Closed answers get hidden="until-found": find in page, and links to an answer's id,
 * still reach them, and the browser's beforematch event makes that answer the open one.
 */
import { supportDom } from "#app/contracts/support.ts";

function answerOf(button: HTMLButtonElement): HTMLElement | null {
  return document.getElementById(button.getAttribute("aria-controls") ?? "");
}

function setOpen(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
  const answer = answerOf(button);
  if (open) answer?.removeAttribute("hidden");
  else answer?.setAttribute("hidden", "until-found");
}

export function enhanceFaq(faq: HTMLElement): void {
  const buttons = [...faq.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];

  /** Opens `chosen` and closes every other answer; null closes them all. */
  function openOnly(chosen: HTMLButtonElement | null): void {
    for (const button of buttons) setOpen(button, button === chosen);
  }

  for (const button of buttons) {
    setOpen(button, false);
    button.addEventListener("click", () => openOnly(button.getAttribute("aria-expanded") === "true" ? null : button));
    answerOf(button)?.addEventListener("beforematch", () => openOnly(button));
  }
  // From here on the hidden attribute, not the pre-script CSS, hides closed answers.
  faq.setAttribute(supportDom.faqReadyAttribute, "");
}
