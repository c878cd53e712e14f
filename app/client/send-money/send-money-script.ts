/** Recomputes the calculator's prerendered result as the visitor chooses and types (docs/decisions/013). */
import { sendMoneyRates as rates } from "#app/content/send-money.ts";
import type { SendMoneyMessages } from "#app/content/send-money.schema.ts";
import { remittancePrices as prices } from "#app/content/remittance-prices.ts";
import {
  amountMessage,
  averageOf,
  checkAmount,
  quote,
  quoteFigures,
  quoteSummary,
  routeOf,
} from "#app/lib/send-money.ts";
import { sendMoneyDom as dom } from "#app/contracts/send-money.ts";

/** Announce only once typing pauses, so a screen reader is not read every keystroke's result. */
const announceDelayMs = 500;
let announcement: ReturnType<typeof setTimeout> | undefined;

function field(id: string): HTMLInputElement | HTMLSelectElement | null {
  return document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
}

function announce(text: string) {
  clearTimeout(announcement);
  announcement = setTimeout(() => {
    const status = document.getElementById(dom.status);
    if (status) status.textContent = text;
  }, announceDelayMs);
}

function update() {
  const amount = field(dom.amount);
  const error = document.getElementById(dom.amountError);
  const route = routeOf(rates, field(dom.from)?.value ?? "", field(dom.to)?.value ?? "");
  const form = document.getElementById(dom.form);
  if (!amount || !error || !route || !form) return;
  const messages = JSON.parse(form.getAttribute(dom.wordsAttribute) ?? "") as SendMoneyMessages;
  const locale = form.getAttribute(dom.localeAttribute) ?? "en";
  const currency = document.getElementById(dom.currency);
  if (currency) currency.textContent = route.source.currency;
  const checked = checkAmount(amount.value, route.source, locale);
  const average = averageOf(prices, route);
  const figures = checked.ok ? quoteFigures(route, quote(route, checked.minor, average), messages, locale) : undefined;
  const averageBlock = document.getElementById(dom.average);
  const noAverage = document.getElementById(dom.noAverage);
  if (averageBlock) averageBlock.hidden = !average;
  if (noAverage) noAverage.hidden = Boolean(average);
  // A refused amount shows its reason and a dash in every figure: never a figure for another amount.
  for (const output of document.querySelectorAll<HTMLElement>(`[${dom.resultAttribute}]`)) {
    const key = output.getAttribute(dom.resultAttribute) as keyof NonNullable<typeof figures>;
    output.textContent = figures?.[key] ?? "—";
  }
  const message = checked.ok ? "" : amountMessage(checked.problem, route.source, messages, locale);
  error.textContent = message;
  error.hidden = checked.ok;
  if (checked.ok) amount.removeAttribute("aria-invalid");
  else amount.setAttribute("aria-invalid", "true");
  announce(figures ? quoteSummary(figures, messages) : message);
}

function inCalculator(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(`#${dom.form}`) !== null;
}

document.addEventListener("input", (event) => {
  if (inCalculator(event)) update();
});
document.addEventListener("change", (event) => {
  if (inCalculator(event)) update();
});
// Enter in the amount field recomputes in place; there is nothing to send anywhere.
document.addEventListener("submit", (event) => {
  if (!inCalculator(event)) return;
  event.preventDefault();
  update();
});
// Loaded on the first use of the calculator: anything changed before it arrived is shown now.
update();
