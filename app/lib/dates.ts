/** "January 15, 2024" in English, "15 janvier 2024" in French: in UTC, so the build machine's zone never shifts a day. */
export function formatLongDate(isoDate: string, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
