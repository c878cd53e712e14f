/**
 * D18: Sankofa sends no money yet, so every rate and fee is an example, labelled so on the page;
 * change `exchangeRatesSetOn` with them. send-money.schema.ts checks them (docs/decisions/013).
 */
import { feeSchedule } from "#app/content/fees.ts";
import type { SendMoneyCopy, SendMoneyMessages, SendMoneyRates } from "#app/content/send-money.schema.ts";

type Route = Omit<SendMoneyRates["corridors"][number], "feePercent">;

/** A route the fee schedule has no fee for gets NaN, which the build refuses, naming the route. */
function withFees(routes: Route[]): SendMoneyRates["corridors"] {
  return routes.map((route) => ({
    ...route,
    feePercent:
      feeSchedule.internationalTransfers.find((fee) => fee.from === route.from && fee.to === route.to)?.feePercent ??
      Number.NaN,
  }));
}

/** The day the exchange rates below were set; the calculator dates itself by these or the fees, whichever changed last. */
const exchangeRatesSetOn = "2026-11-23";

export const sendMoneyRates: SendMoneyRates = {
  setOn: [exchangeRatesSetOn, feeSchedule.setOn].toSorted().at(-1)!,
  sources: [
    { id: "gb", name: "United Kingdom", currency: "GBP", typicalAmount: 200, minimumAmount: 1, maximumAmount: 7500 },
    {
      id: "us",
      name: "United States",
      currency: "USD",
      typicalAmount: 200,
      minimumAmount: 1,
      maximumAmount: feeSchedule.limits.perTransaction,
    },
    { id: "eu", name: "Euro area", currency: "EUR", typicalAmount: 200, minimumAmount: 1, maximumAmount: 9000 },
    { id: "ca", name: "Canada", currency: "CAD", typicalAmount: 250, minimumAmount: 1, maximumAmount: 13500 },
    {
      id: "ae",
      name: "United Arab Emirates",
      currency: "AED",
      typicalAmount: 750,
      minimumAmount: 5,
      maximumAmount: 36500,
    },
  ],
  destinations: [
    { id: "ng", name: "Nigeria", currency: "NGN" },
    { id: "gh", name: "Ghana", currency: "GHS" },
    { id: "ke", name: "Kenya", currency: "KES" },
    { id: "sn", name: "Senegal", currency: "XOF" },
    { id: "za", name: "South Africa", currency: "ZAR" },
  ],
  // Each route's fee is the fee schedule's (app/content/fees.ts).
  corridors: withFees([
    { from: "gb", to: "ng", rate: 2050, arrives: "minutes" },
    { from: "gb", to: "gh", rate: 19.6, arrives: "minutes" },
    { from: "gb", to: "ke", rate: 165.4, arrives: "minutes" },
    { from: "gb", to: "sn", rate: 755, arrives: "hours" },
    { from: "gb", to: "za", rate: 23.2, arrives: "day" },
    { from: "us", to: "ng", rate: 1610.5, arrives: "minutes" },
    { from: "us", to: "gh", rate: 15.45, arrives: "minutes" },
    { from: "us", to: "ke", rate: 129.2, arrives: "minutes" },
    { from: "us", to: "sn", rate: 602, arrives: "hours" },
    { from: "us", to: "za", rate: 18.15, arrives: "day" },
    { from: "eu", to: "ng", rate: 1725, arrives: "minutes" },
    { from: "eu", to: "gh", rate: 16.6, arrives: "minutes" },
    { from: "eu", to: "ke", rate: 138.5, arrives: "minutes" },
    // The CFA franc is pegged to the euro at 655.957.
    { from: "eu", to: "sn", rate: 655.957, arrives: "minutes" },
    { from: "eu", to: "za", rate: 19.45, arrives: "day" },
    { from: "ca", to: "ng", rate: 1150, arrives: "minutes" },
    { from: "ca", to: "gh", rate: 11.05, arrives: "hours" },
    { from: "ca", to: "ke", rate: 92.3, arrives: "minutes" },
    { from: "ca", to: "sn", rate: 430, arrives: "day" },
    { from: "ca", to: "za", rate: 12.95, arrives: "day" },
    { from: "ae", to: "ng", rate: 438.4, arrives: "minutes" },
    { from: "ae", to: "gh", rate: 4.2, arrives: "hours" },
    { from: "ae", to: "ke", rate: 35.15, arrives: "minutes" },
    { from: "ae", to: "sn", rate: 163.9, arrives: "day" },
    { from: "ae", to: "za", rate: 4.94, arrives: "day" },
  ]),
};

/** Kept apart, so the calculator's script carries no other copy. */
export const sendMoneyMessages: SendMoneyMessages = {
  speeds: { minutes: "Within minutes", hours: "Within a few hours", day: "Within 24 hours" },
  summary: "Recipient gets {received}. Our fee: {fee}. {arrives}.",
  average: "World Bank average cost, {quarter}: {percent}",
  quarters: { q1: "Q1 {year}", q2: "Q2 {year}", q3: "Q3 {year}", q4: "Q4 {year}" },
  difference: {
    more: "{amount} more with our fee",
    less: "{amount} less with our fee",
    same: "The same as the average",
  },
  noAverage: "The World Bank publishes no average cost for this route.",
  noAverageBySender: {
    eu: "The World Bank publishes averages for each sending country, not for the euro area as a whole, so there is none for this route.",
  },
  problems: {
    empty: "Enter the amount you want to send.",
    negative: "Enter an amount without a minus sign.",
    notANumber: "Enter the amount in figures, for example 250 or 250.50.",
    tooManyDecimals: "Amounts in {currency} have at most {digits} decimal places.",
    belowMinimum: "The smallest amount you can send is {amount}.",
    overLimit: "The most you can send in one transfer is {amount}.",
  },
};

export const sendMoneyCopy: SendMoneyCopy = {
  heading: "What does it cost to send money home?",
  intro:
    "Choose where you send from and where the money goes, type an amount, and see our fee, the exchange rate and what your family receives, next to what the same transfer costs on average.",
  fields: { from: "Send from", to: "Send to", amount: "Amount you send" },
  results: { fee: "Our fee", rate: "Exchange rate", received: "Recipient gets", arrives: "Arrives" },
  comparison: {
    heading: "Compared with the average on this route",
    fee: "Cost at the average",
    received: "Recipient would get",
    difference: "Difference for the recipient",
    explanation:
      "The World Bank’s average is the total cost of sending the equivalent of {basket} on a route: the provider’s fee plus the margin it adds to the exchange rate. Both results here use the same exchange rate. The UN’s Sustainable Development Goal is for sending money to cost less than {target}.",
    region:
      "Where a route has no average of its own, here is the wider picture: sending money to {region} cost {percent} on average in {quarter}. That is the region’s average, not a route’s.",
  },
  messages: sendMoneyMessages,
  table: {
    caption: "Every route at a typical amount",
    group: "From {from}, sending {amount}",
    to: "To",
    fee: "Our fee",
    rate: "Exchange rate",
    received: "Recipient gets",
    average: "World Bank average on the route",
    averageValue: "{percent} ({quarter})",
    notPublished: "None published",
    arrives: "Arrives",
  },
  illustrative:
    "Illustrative rates and fees, set on {date}. Sankofa does not send money yet, so these are examples, not a quote.",
  sourceNote: "Averages: World Bank, {title}; checked on {date}. Licence:",
  regions: { "sub-saharan-africa": "Sub-Saharan Africa" },
};
