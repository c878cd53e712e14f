/**
 * The fee schedule (D23): every fee and limit the site states, written once. The calculator takes
 * each route's fee from here, and the FAQ, the Terms, the product copy and the articles quote the
 * rest as {{facts}} (app/lib/site-facts.ts), so changing a value here changes every page.
 */
import type { z } from "zod";
import type { feeScheduleSchema } from "#app/content/fees.schema.ts";

export const feeSchedule: z.input<typeof feeScheduleSchema> = {
  illustrative: true,
  setOn: "2026-11-26",
  nextReviewOn: "2027-05-26",
  accountOpening: 0,
  monthlyMaintenance: 0,
  localTransfer: 0,
  virtualCard: 0,
  internationalTransfers: [
    { from: "gb", to: "ng", feePercent: 1 },
    { from: "gb", to: "gh", feePercent: 1.25 },
    { from: "gb", to: "ke", feePercent: 1 },
    { from: "gb", to: "sn", feePercent: 1.5 },
    { from: "gb", to: "za", feePercent: 1.25 },
    { from: "us", to: "ng", feePercent: 1 },
    { from: "us", to: "gh", feePercent: 1.25 },
    { from: "us", to: "ke", feePercent: 1 },
    { from: "us", to: "sn", feePercent: 1.5 },
    { from: "us", to: "za", feePercent: 1.25 },
    { from: "eu", to: "ng", feePercent: 1 },
    { from: "eu", to: "gh", feePercent: 1.25 },
    { from: "eu", to: "ke", feePercent: 1 },
    { from: "eu", to: "sn", feePercent: 1 },
    { from: "eu", to: "za", feePercent: 1.25 },
    { from: "ca", to: "ng", feePercent: 1 },
    { from: "ca", to: "gh", feePercent: 1.25 },
    { from: "ca", to: "ke", feePercent: 1.25 },
    { from: "ca", to: "sn", feePercent: 1.5 },
    { from: "ca", to: "za", feePercent: 1.25 },
    { from: "ae", to: "ng", feePercent: 1.25 },
    { from: "ae", to: "gh", feePercent: 1.5 },
    { from: "ae", to: "ke", feePercent: 1.25 },
    { from: "ae", to: "sn", feePercent: 1.75 },
    { from: "ae", to: "za", feePercent: 1.5 },
  ],
  limits: { currency: "USD", perTransaction: 10_000, perMonth: 50_000 },
};

export const feesCopy = {
  eyebrow: "Fees and limits",
  title: "Every fee, in plain figures",
  intro:
    "Every fee we charge is on this page, in plain figures, and the app shows you the fee again before you confirm anything. There is nothing else to find in the small print.",
  illustrative:
    "Sankofa is not open for payments yet, so these are the fees we plan to charge, set on {setOn}. We will review them on {nextReviewOn} and publish any change here first.",
  free: "Free",
  sections: {
    account: {
      heading: "Your account",
      opening: "Opening an account",
      maintenance: "Keeping your account open, each month",
      virtualCard: "Creating a virtual card",
    },
    transfers: {
      heading: "Sending money",
      intro: "What a transfer costs depends on where the money goes. You always see the fee before you confirm.",
      local: "Transfers within Nigeria",
      international: "International transfers",
      internationalRange: "{lowest} to {highest}, by route",
    },
    international: {
      caption: "Our fee for each international route, as a share of the amount you send",
      route: "Route",
      routeName: "{from} to {to}",
      fee: "Fee",
      exampleHeading: "On a typical amount",
      example: "{fee} on {amount}",
    },
    limits: {
      heading: "How much you can send",
      intro: "Once your identity is verified, these limits apply to every account.",
      perTransaction: "In one transfer",
      perMonth: "In one calendar month",
    },
    processing: {
      heading: "How long it takes",
      intro:
        "These are the typical times in our Terms. A security check, another bank’s systems or a public holiday can make a payment take longer; if one does, we tell you.",
      fundingLabel: "Adding money to your account",
      domestic: "Instant to 24 hours",
      international: "Minutes to 3 business days",
      funding: "Instant to 1 business day",
    },
  },
  table: { item: "What for", fee: "Fee", limit: "Limit", time: "Time" },
  hiddenFees: "If you are ever charged anything this page does not list, please tell us through our complaints page.",
};

export type FeesCopy = typeof feesCopy;
