/**
 * The World Bank's average cost of sending money, by corridor and by region, with the quarter and
 * source of each figure (D22). The calculator compares each route with its own corridor only; a
 * route the World Bank does not survey has no entry here, and the page says none is published.
 */
import type { RemittancePrices } from "#app/content/remittance-prices.schema.ts";

export const remittancePrices: RemittancePrices = {
  maxAgeMonths: 18,
  sources: {
    rpw54: {
      publisher: "World Bank",
      title: "Remittance Prices Worldwide, Issue 54 (Q3 2025)",
      url: "https://remittanceprices.worldbank.org/",
      licence: "CC BY 4.0",
      licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
      basket: { amount: 200, currency: "USD" },
      readFrom:
        "viji-saravanan/remittance-watch public/v1/corridors (commit bea6846) and docs/research/04-market-stats.md; UK corridors cross-checked with thisismyuserdealwithit/online-money-transfer-rates official-corridors.csv",
      checkedOn: "2026-11-26",
    },
  },
  corridors: [
    { from: "gb", to: "ng", quarter: "2025-Q3", averageCostPercent: 1.96, source: "rpw54" },
    { from: "gb", to: "gh", quarter: "2025-Q3", averageCostPercent: 4.24, source: "rpw54" },
    { from: "gb", to: "ke", quarter: "2025-Q3", averageCostPercent: 3.43, source: "rpw54" },
    { from: "gb", to: "za", quarter: "2025-Q3", averageCostPercent: 6.39, source: "rpw54" },
    { from: "us", to: "ng", quarter: "2025-Q3", averageCostPercent: 2.72, source: "rpw54" },
    { from: "us", to: "gh", quarter: "2025-Q3", averageCostPercent: 4.37, source: "rpw54" },
    { from: "us", to: "ke", quarter: "2025-Q3", averageCostPercent: 4.26, source: "rpw54" },
    { from: "us", to: "za", quarter: "2025-Q3", averageCostPercent: 5.42, source: "rpw54" },
    { from: "ca", to: "ng", quarter: "2025-Q3", averageCostPercent: 3.15, source: "rpw54" },
    { from: "ca", to: "gh", quarter: "2025-Q3", averageCostPercent: 5.42, source: "rpw54" },
    { from: "ca", to: "ke", quarter: "2025-Q3", averageCostPercent: 6, source: "rpw54" },
  ],
  regions: [{ id: "sub-saharan-africa", quarter: "2025-Q3", averageCostPercent: 8.46, source: "rpw54" }],
  sdgTargetPercent: 3,
};
