import { tapsDom } from "#app/contracts/taps.ts";

/** What a tap lands on: the control itself, inside its owner. */
const controls = "button, [role=tab], [role=button], summary";

/**
 * Runs inline in `<head>`, before any control is painted. A tap on a control whose owning script
 * has not taken over yet marks that control pending, in order, for replayTaps. Self-contained: its
 * source text is what the page embeds and the server hashes for the CSP.
 */
function recordEarlyTaps(owner: string, pending: string, live: string, controlSelector: string): void {
  let taps = 0;
  document.addEventListener(
    "click",
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(controlSelector) : null;
      const owned = control?.closest(`[${owner}]`);
      if (!control || !owned || !event.isTrusted) return;
      const liveOwners = (document.documentElement.getAttribute(live) ?? "").split(" ");
      if (!liveOwners.includes(owned.getAttribute(owner) ?? "")) control.setAttribute(pending, String((taps += 1)));
    },
    true,
  );
}

export function earlyTapsScript(): string {
  const args = [tapsDom.owner, tapsDom.pending, tapsDom.live, controls].map((value) => JSON.stringify(value));
  return `(${recordEarlyTaps.toString().replace(/\s+/g, " ")})(${args.join(", ")})`;
}

const tapOrder = (control: HTMLElement) => Number(control.getAttribute(tapsDom.pending));

/**
 * Called by a script once its controls work: from now on taps reach it directly, and each control
 * tapped before is clicked once more, in the order of the taps.
 */
export function replayTaps(owner: string): void {
  const root = document.documentElement;
  const live = new Set((root.getAttribute(tapsDom.live) ?? "").split(" ").filter(Boolean)).add(owner);
  root.setAttribute(tapsDom.live, [...live].join(" "));
  const tapped = [
    ...document.querySelectorAll<HTMLElement>(
      `[${tapsDom.owner}="${owner}"] [${tapsDom.pending}], [${tapsDom.owner}="${owner}"][${tapsDom.pending}]`,
    ),
  ];
  for (const control of tapped.toSorted((a, b) => tapOrder(a) - tapOrder(b))) {
    control.removeAttribute(tapsDom.pending);
    control.click();
  }
}
