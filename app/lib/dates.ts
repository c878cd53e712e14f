/**
 * "January 15, 2024" in English, "15 janvier 2024" in French: in UTC, so the build machine's zone
 * never shifts a day. French writes the first of a month as an ordinal, "1er janvier", which Intl
 * does not.
 */
export function formatLongDate(isoDate: string, locale = "en-US"): string {
  const parts = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).formatToParts(
    new Date(`${isoDate}T00:00:00Z`),
  );
  const french = new Intl.Locale(locale).language === "fr";
  return parts
    .map(({ type, value }) => (french && type === "day" && Number(value) === 1 ? `${value}er` : value))
    .join("");
}
