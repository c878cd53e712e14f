/**
 * D18: Sankofa sends no money yet, so every rate and fee is an example, labelled so on the page;
 * change `setOn` with them. send-money.schema.ts checks them (docs/decisions/013).
 */
import type { SendMoneyCopy, SendMoneyMessages, SendMoneyRates } from "#app/content/send-money.schema.ts";

export const sendMoneyRates: SendMoneyRates = {
  setOn: "2026-11-23",
  sources: [
    { id: "gb", name: "United Kingdom", currency: "GBP", typicalAmount: 200, minimumAmount: 1, maximumAmount: 7500 },
    { id: "us", name: "United States", currency: "USD", typicalAmount: 200, minimumAmount: 1, maximumAmount: 10000 },
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
  corridors: [
    { from: "gb", to: "ng", rate: 2050, feePercent: 1, arrives: "minutes" },
    { from: "gb", to: "gh", rate: 19.6, feePercent: 1.25, arrives: "minutes" },
    { from: "gb", to: "ke", rate: 165.4, feePercent: 1, arrives: "minutes" },
    { from: "gb", to: "sn", rate: 755, feePercent: 1.5, arrives: "hours" },
    { from: "gb", to: "za", rate: 23.2, feePercent: 1.25, arrives: "day" },
    { from: "us", to: "ng", rate: 1610.5, feePercent: 1, arrives: "minutes" },
    { from: "us", to: "gh", rate: 15.45, feePercent: 1.25, arrives: "minutes" },
    { from: "us", to: "ke", rate: 129.2, feePercent: 1, arrives: "minutes" },
    { from: "us", to: "sn", rate: 602, feePercent: 1.5, arrives: "hours" },
    { from: "us", to: "za", rate: 18.15, feePercent: 1.25, arrives: "day" },
    { from: "eu", to: "ng", rate: 1725, feePercent: 1, arrives: "minutes" },
    { from: "eu", to: "gh", rate: 16.6, feePercent: 1.25, arrives: "minutes" },
    { from: "eu", to: "ke", rate: 138.5, feePercent: 1, arrives: "minutes" },
    // The CFA franc is pegged to the euro at 655.957.
    { from: "eu", to: "sn", rate: 655.957, feePercent: 1, arrives: "minutes" },
    { from: "eu", to: "za", rate: 19.45, feePercent: 1.25, arrives: "day" },
    { from: "ca", to: "ng", rate: 1150, feePercent: 1, arrives: "minutes" },
    { from: "ca", to: "gh", rate: 11.05, feePercent: 1.25, arrives: "hours" },
    { from: "ca", to: "ke", rate: 92.3, feePercent: 1.25, arrives: "minutes" },
    { from: "ca", to: "sn", rate: 430, feePercent: 1.5, arrives: "day" },
    { from: "ca", to: "za", rate: 12.95, feePercent: 1.25, arrives: "day" },
    { from: "ae", to: "ng", rate: 438.4, feePercent: 1.25, arrives: "minutes" },
    { from: "ae", to: "gh", rate: 4.2, feePercent: 1.5, arrives: "hours" },
    { from: "ae", to: "ke", rate: 35.15, feePercent: 1.25, arrives: "minutes" },
    { from: "ae", to: "sn", rate: 163.9, feePercent: 1.75, arrives: "day" },
    { from: "ae", to: "za", rate: 4.94, feePercent: 1.5, arrives: "day" },
  ],
  // D18's figure. `checkedOn`: the day it was last compared with its source.
  worldBank: {
    region: "Sub-Saharan Africa",
    averageCostPercent: 8.37,
    sentAmount: { amount: 200, currency: "USD" },
    quarter: "Q2 2024",
    sdgTargetPercent: 3,
    source: {
      title: "Remittance Prices Worldwide, Issue 50 (June 2024)",
      url: "https://remittanceprices.worldbank.org/",
      checkedOn: "2026-11-23",
    },
  },
};

/** Kept apart, so the calculator's script carries no other copy. */
export const sendMoneyMessages: SendMoneyMessages = {
  speeds: { minutes: "Within minutes", hours: "Within a few hours", day: "Within 24 hours" },
  summary: "Recipient gets {received}. Our fee: {fee}. {arrives}.",
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
    heading: "At the World Bank’s average cost ({percent})",
    fee: "Cost",
    received: "Recipient would get",
    explanation:
      "{region} is the most expensive region in the world to send money to: in {quarter}, sending {amount} there cost {percent} of it on average. The UN’s Sustainable Development Goal is {target}.",
  },
  messages: sendMoneyMessages,
  table: {
    caption: "Every route at a typical amount",
    group: "From {from}, sending {amount} (at the World Bank’s average cost: {averageFee})",
    to: "To",
    fee: "Our fee",
    rate: "Exchange rate",
    received: "Recipient gets",
    arrives: "Arrives",
  },
  illustrative:
    "Illustrative rates and fees, set on {date}. Sankofa does not send money yet, so these are examples, not a quote.",
  sourceNote: "Average cost: World Bank, {title}, checked on {date}.",
};
