import type { Heading } from "#app/lib/markdown.server.ts";
import { articleDom } from "#app/contracts/article.ts";
import { hook } from "#app/contracts/page.ts";

/** The article's own sections (D2); the article script marks the one being read with aria-current. */
export function TableOfContents({ title, headings }: { title: string; headings: readonly Heading[] }) {
  return (
    <nav aria-labelledby="table-of-contents-title" {...hook(articleDom.tableOfContents)}>
      <h2 id="table-of-contents-title" className="text-sm font-bold tracking-wider text-ink-muted uppercase">
        {title}
      </h2>
      <ol className="mt-3 space-y-1 border-s-2 border-line">
        {headings.map((heading) => (
          <li key={heading.id}>
            <a
              href={`#${heading.id}`}
              className="-ms-0.5 block border-s-2 border-transparent py-1.5 ps-4 text-ink-muted no-underline hover:text-brand aria-[current=location]:border-brand aria-[current=location]:font-bold aria-[current=location]:text-brand"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
