import { Portrait } from "#app/components/portrait.tsx";
import type { Author } from "#app/content/authors.ts";

/** Who wrote the article, with their own biography (D4). */
export function AuthorBox({ title, author }: { title: string; author: Author }) {
  return (
    <section
      aria-labelledby="author-title"
      className="mt-10 flex flex-col gap-5 rounded-card border border-line bg-surface p-6 sm:flex-row"
    >
      <Portrait seed={author.portraitSeed} size={88} />
      <div>
        <h2 id="author-title" className="text-sm font-bold tracking-wider text-ink-muted uppercase">
          {title}
        </h2>
        <p className="mt-2 text-xl font-bold">{author.name}</p>
        <p className="text-brand">{author.title}</p>
        <p className="mt-3 text-ink-muted">{author.bio}</p>
      </div>
    </section>
  );
}
