/**
 * CSV for the support team's spreadsheet. Every cell is quoted, so commas, quotes and line breaks
 * in a message stay inside their cell; a cell a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return that some strip first) gets a leading apostrophe, so a
 * visitor's text can never become a formula on a colleague's machine (OWASP: CSV injection).
 */
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
