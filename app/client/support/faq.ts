/**
 * At most one answer open; choosing the open one closes it (spec section 4). hidden="until-found"
 * lets find in page and links reach a closed answer, and its beforematch event opens it.
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

  /** null closes them all. */
  function openOnly(chosen: HTMLButtonElement | null): void {
    for (const button of buttons) setOpen(button, button === chosen);
  }

  for (const button of buttons) {
    setOpen(button, false);
    button.addEventListener("click", () => openOnly(button.getAttribute("aria-expanded") === "true" ? null : button));
    answerOf(button)?.addEventListener("beforematch", () => openOnly(button));
  }
  faq.setAttribute(supportDom.faqReadyAttribute, "");
}
