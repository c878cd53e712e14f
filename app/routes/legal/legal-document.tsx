import type { Route } from "./+types/legal-document";
import { Container } from "#app/components/container.tsx";
import { formatLongDate } from "#app/lib/dates.ts";
import { pageContent, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { dateLocale, defaultLanguage } from "#app/lib/i18n/language.ts";
import { useContent, useLanguage } from "#app/lib/i18n/page.ts";
import { loadLegalDocument } from "#app/lib/legal.server.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";

/** Runs at build time only (prerender): the page ships as HTML, with no Markdown parser. */
export async function loader({ pattern, request }: Route.LoaderArgs) {
  const { code } = pageLanguage(request);
  return { ...pageContent(request, ["resources"]), document: await loadLegalDocument(pattern, code) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { document, content } = loaderData;
  return seo({
    title: document.title,
    description: document.description,
    path: document.path,
    keywords: [document.title, ...content.resources.legal.keywords],
    layout: layoutOf(matches),
  });
}

/** On a translation: the English text is the one that applies (D19), with a link to it. */
function EnglishPrevails({ englishPath }: { englishPath: string }) {
  const { englishPrevails, englishVersion } = useContent("resources").legal;
  const [before = "", after = ""] = englishPrevails.split("{link}");
  return (
    <p className="mt-6 rounded-card border border-line bg-surface p-4 text-ink-muted">
      {before}
      <a href={englishPath} hrefLang={defaultLanguage} lang={defaultLanguage} className="font-semibold text-brand">
        {englishVersion}
      </a>
      {after}
    </p>
  );
}

export default function LegalDocumentPage({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  const resources = useContent("resources");
  const language = useLanguage();
  return (
    <Container className="py-14 sm:py-20">
      <article className="mx-auto max-w-3xl">
        <header className="border-b border-line pb-8">
          <p className="text-sm font-bold tracking-wider text-brand uppercase">{resources.legal.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold sm:text-5xl">{document.title}</h1>
          <p className="mt-4 text-ink-muted">
            {resources.legal.lastUpdated}{" "}
            <time dateTime={document.lastUpdated}>{formatLongDate(document.lastUpdated, dateLocale(language))}</time>
          </p>
          {language.code === defaultLanguage ? null : <EnglishPrevails englishPath={document.path} />}
        </header>
        <div className="prose mt-10" dangerouslySetInnerHTML={{ __html: document.html }} />
      </article>
    </Container>
  );
}
