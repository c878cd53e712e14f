/** "January 15, 2024": long US English form, in UTC so the build machine's zone never shifts a day. */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
