/** The figures of the last full accessibility check, as the test runs printed them (app/content/accessibility.ts). */
export const accessibilityChecks = {
  date: "2026-11-27",
  pages: 1,
  languages: 9,
  narrowestPx: 320,
  widestPx: 1280,
  seriousOrCriticalViolations: 0,
  lighthouseAccessibility: 100,
  lighthousePages: 1,
  browser: "Chromium 156",
};
