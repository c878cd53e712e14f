import type { Route } from "./+types/legal-document";
import { Container } from "#app/components/container.tsx";
import { resources } from "#app/content/resources.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import { loadLegalDocument } from "#app/lib/legal.server.ts";
import { seo } from "#app/lib/seo.ts";

/** Runs at build time only (prerender): the page ships as HTML, with no Markdown parser. */
export async function loader({ pattern }: Route.LoaderArgs) {
  return loadLegalDocument(pattern);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: loaderData.title,
    description: loaderData.description,
    path: loaderData.path,
    keywords: [loaderData.title, ...resources.legal.keywords],
  });
}

export default function LegalDocumentPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-14 sm:py-20">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-line pb-8">
          <p className="text-sm font-bold tracking-wider text-brand uppercase">{resources.legal.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{loaderData.title}</h1>
          <p className="mt-4 text-ink-muted">
            {resources.legal.lastUpdated}{" "}
            <time dateTime={loaderData.lastUpdated}>{formatLongDate(loaderData.lastUpdated)}</time>
          </p>
        </header>
        <div className="prose mt-10" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      </article>
    </Container>
  );
}
