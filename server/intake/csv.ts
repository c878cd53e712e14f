/** A cell a spreadsheet would run as a formula (= + - @, or a tab or CR some strip first) gets an apostrophe. */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Lines end with CRLF, as RFC 4180 and spreadsheet imports expect. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
