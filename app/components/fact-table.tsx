import { useId, type ReactNode } from "react";

type FactTableProps = {
  caption: string;
  /** The columns' headings; each row has one cell per heading, the first a row heading. */
  headings: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
};

/**
 * A table of facts (a fee, a limit, a time) that reads at 320 px: row headings first, figures end-aligned,
 * tight cells on a phone. Where the words of a language still need more room, the table scrolls inside a
 * named region the keyboard can reach and scroll.
 */
export function FactTable({ caption, headings, rows }: FactTableProps) {
  const captionId = useId();
  return (
    <section aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-card border border-line bg-bg">
      <table className="w-full text-start">
        <caption id={captionId} className="px-2 pt-4 text-start font-bold sm:px-4">
          {caption}
        </caption>
        <thead className="text-sm text-ink-muted">
          <tr>
            {headings.map((heading, column) => (
              <th key={heading} scope="col" className={`px-2 py-2 sm:px-4 ${column === 0 ? "text-start" : "text-end"}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key} className="border-t border-line">
              <th scope="row" className="px-2 py-3 text-start font-normal sm:px-4">
                {first}
              </th>
              {rest.map((cell, column) => (
                <td key={column} className="px-2 py-3 text-end font-semibold sm:px-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
