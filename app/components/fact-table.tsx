import type { ReactNode } from "react";

type FactTableProps = {
  caption: string;
  /** The columns' headings; each row has one cell per heading, the first a row heading. */
  headings: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
};

/** A table of facts (a fee, a limit, a time) that reads at 320 px: row headings first, figures end-aligned. */
export function FactTable({ caption, headings, rows }: FactTableProps) {
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-bg">
      <table className="w-full text-start">
        <caption className="px-4 pt-4 text-start font-bold">{caption}</caption>
        <thead className="text-sm text-ink-muted">
          <tr>
            {headings.map((heading, column) => (
              <th key={heading} scope="col" className={`px-4 py-2 ${column === 0 ? "text-start" : "text-end"}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key} className="border-t border-line">
              <th scope="row" className="px-4 py-3 text-start font-normal">
                {first}
              </th>
              {rest.map((cell, column) => (
                <td key={column} className="px-4 py-3 text-end font-semibold">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
