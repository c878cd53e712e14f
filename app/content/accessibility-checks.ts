/** The figures of the last full accessibility check, as the test runs printed them (app/content/accessibility.ts). */
export const accessibilityChecks = {
  date: "2026-11-27",
  // 34 routes in each of 9 languages: npm test (English) and npm run test:languages (the translations).
  pages: 306,
  languages: 9,
  narrowestPx: 320,
  widestPx: 1280,
  seriousOrCriticalViolations: 0,
  lighthouseAccessibility: 100,
  // npm test's sample: every English page, and home, support and the longest article in each other language.
  lighthousePages: 61,
  browser: "Chromium 156",
};
