import type { Route } from "./+types/legal-document";
import { Container } from "#app/components/container.tsx";
import { formatLongDate } from "#app/lib/dates.ts";
import { legalDocumentIds, loadLegalDocument, type LegalDocumentId } from "#app/lib/legal.server.ts";
import { seo } from "#app/lib/seo.ts";

/** /legal/privacy → "privacy": the route table points the three legal paths at this module. */
function documentIdOf(pathname: string): LegalDocumentId {
  const id = pathname.replace(/\/+$/, "").split("/").at(-1);
  const known = legalDocumentIds.find((documentId) => documentId === id);
  if (!known) throw new Error(`No legal document for ${pathname}`);
  return known;
}

/** Runs at build time only (prerender): the page ships as HTML, with no Markdown parser. */
export async function loader({ url }: Route.LoaderArgs) {
  return loadLegalDocument(documentIdOf(url.pathname));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: loaderData.title,
    description: loaderData.description,
    path: `/legal/${loaderData.id}`,
    keywords: [loaderData.title, "Sankofa legal", "Nigeria"],
  });
}

export default function LegalDocumentPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-14 sm:py-20">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-line pb-8">
          <p className="text-sm font-bold tracking-wider text-brand uppercase">Legal</p>
          <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{loaderData.title}</h1>
          <p className="mt-4 text-ink-muted">
            Last updated: <time dateTime={loaderData.lastUpdated}>{formatLongDate(loaderData.lastUpdated)}</time>
          </p>
        </header>
        <div className="prose mt-10" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      </article>
    </Container>
  );
}
