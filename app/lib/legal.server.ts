import { z } from "zod";
import { parseFrontMatter, renderMarkdown, type Heading } from "#app/lib/markdown.server.ts";
import type { RoutePathOf } from "#app/lib/route-paths.ts";
import { site } from "#app/site.config.ts";
import { defaultLanguage, unlocalizedPath } from "#app/lib/i18n/language.ts";
import { renderInLanguage, splitMarkdown } from "#app/lib/translated-markdown.server.ts";
import { inserted } from "#app/lib/i18n/template.ts";

// English paths: the other languages' are these under their prefix.
type LegalRoutePath = Extract<RoutePathOf<"routes/legal/legal-document.tsx">, `/legal/${string}`>;

/**
 * The Markdown file (app/content/legal/<id>.md) of each route that app/routes.ts points at the
 * legal-document module: one entry per such route, or the type check fails.
 */
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
  /** The route's path, for the canonical. */
  path: LegalRoutePath;
  html: string;
  headings: Heading[];
};

const sources = import.meta.glob<string>("../content/legal/*.md", { query: "?raw", import: "default", eager: true });

// Every language's translations (app/content/locales/<code>/legal), for prerendering only.
const translatedSources = import.meta.glob<string>("../content/locales/*/legal/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The values the documents name through {{placeholders}}: the company, its contacts, fixed subjects. */
export const legalPlaceholders: Readonly<Record<string, string>> = {
  companyName: site.legalName,
  email: site.email,
  phone: site.phone.display,
  waitlistLeaveSubject: site.waitlistLeaveSubject,
};

/** Each {{name}} replaced by its value, isolated as every inserted value is (docs/decisions/025). */
export function fillPlaceholders(markdown: string): string {
  return markdown.replace(/\{\{([a-zA-Z]+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(legalPlaceholders, name) ? inserted(legalPlaceholders[name]!, { into: markdown }) : whole,
  );
}

/**
 * The document of a route, by the route's pattern (a loader is given its pattern, not its id), in
 * the language `code`: a translation keeps the English front matter but for its title and
 * description, and its links stay in its language.
 */
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
    const { html, headings } = await renderMarkdown(fillPlaceholders(body));
    return { ...data, id, path, html, headings };
  }
  const translatedKey = `../content/locales/${code}/legal/${id}.md`;
  const translation = translatedSources[translatedKey];
  if (translation === undefined) throw new Error(`${translatedKey.replace(/^\.\.\//, "app/")} does not exist`);
  const translated = splitMarkdown(translation, translatedKey);
  const { html, headings } = await renderInLanguage(fillPlaceholders(translated.body), code);
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
