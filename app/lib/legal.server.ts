import { z } from "zod";
import { parseFrontMatter, renderMarkdown, type Heading } from "#app/lib/markdown.server.ts";
import type { RoutePathOf } from "#app/lib/route-paths.ts";
import { defaultLanguage, unlocalizedPath } from "#app/lib/i18n/language.ts";
import { renderInLanguage, splitMarkdown } from "#app/lib/translated-markdown.server.ts";
import { factsIn } from "#app/lib/i18n/content.server.ts";
import { fillFacts } from "#app/lib/site-facts.ts";

type LegalRoutePath = Extract<RoutePathOf<"routes/legal/legal-document.tsx">, `/legal/${string}`>;

/** app/content/legal/<id>.md of each legal-document route; a route without one fails the type check. */
const legalDocumentOfRoute = {
  "/legal/privacy": "privacy",
  "/legal/terms": "terms",
  "/legal/cookies": "cookies",
} as const satisfies Record<LegalRoutePath, string>;

export type LegalDocumentId = (typeof legalDocumentOfRoute)[LegalRoutePath];

export const legalFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(70).max(170),
  lastUpdated: z.iso.date("must be an ISO date such as 2025-01-01"),
});

export type LegalDocument = z.infer<typeof legalFrontMatterSchema> & {
  id: LegalDocumentId;
  path: LegalRoutePath;
  html: string;
  headings: Heading[];
};

const sources = import.meta.glob<string>("../content/legal/*.md", { query: "?raw", import: "default", eager: true });

const translatedSources = import.meta.glob<string>("../content/locales/*/legal/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** By pattern (a loader gets no id); a translation keeps the English front matter but its title and description. */
export async function loadLegalDocument(pattern: string, code = defaultLanguage): Promise<LegalDocument> {
  // React Router gives the pattern as written in app/routes.ts, without the leading slash.
  const routePath = unlocalizedPath(`/${pattern.replace(/^\//, "")}`, [code]);
  if (!Object.hasOwn(legalDocumentOfRoute, routePath)) throw new Error(`No legal document for the route ${routePath}`);
  const path = routePath as LegalRoutePath;
  const id = legalDocumentOfRoute[path];
  const fileName = `app/content/legal/${id}.md`;
  const source = sources[`../content/legal/${id}.md`];
  if (source === undefined) throw new Error(`${fileName} does not exist`);
  const { data, body } = parseFrontMatter(source, legalFrontMatterSchema, fileName);
  if (code === defaultLanguage) {
    const { html, headings } = await renderMarkdown(fillFacts(body, factsIn(code)));
    return { ...data, id, path, html, headings };
  }
  const translatedKey = `../content/locales/${code}/legal/${id}.md`;
  const translation = translatedSources[translatedKey];
  if (translation === undefined) throw new Error(`${translatedKey.replace(/^\.\.\//, "app/")} does not exist`);
  const translated = splitMarkdown(translation, translatedKey);
  const { html, headings } = await renderInLanguage(fillFacts(translated.body, factsIn(code)), code);
  return {
    ...data,
    title: String(translated.frontMatter.title),
    description: String(translated.frontMatter.description),
    id,
    path,
    html,
    headings,
  };
}
