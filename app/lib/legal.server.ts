import { z } from "zod";
import { parseFrontMatter, renderMarkdown, type Heading } from "#app/lib/markdown.server.ts";
import type { RoutePathOf } from "#app/lib/route-paths.ts";
import { site } from "#app/site.config.ts";

type LegalRoutePath = RoutePathOf<"routes/legal/legal-document.tsx">;

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

/** The documents name the company and its contact details through placeholders. */
function fillPlaceholders(markdown: string): string {
  return markdown
    .replaceAll("{{companyName}}", site.legalName)
    .replaceAll("{{email}}", site.email)
    .replaceAll("{{phone}}", site.phone.display);
}

/** The document of a route, by the route's pattern (a loader is given its pattern, not its id). */
export async function loadLegalDocument(pattern: string): Promise<LegalDocument> {
  // React Router gives the pattern as written in app/routes.ts, without the leading slash.
  const routePath = `/${pattern.replace(/^\//, "")}`;
  if (!Object.hasOwn(legalDocumentOfRoute, routePath)) throw new Error(`No legal document for the route ${routePath}`);
  const path = routePath as LegalRoutePath;
  const id = legalDocumentOfRoute[path];
  const fileName = `app/content/legal/${id}.md`;
  const source = sources[`../content/legal/${id}.md`];
  if (source === undefined) throw new Error(`${fileName} does not exist`);
  const { data, body } = parseFrontMatter(source, legalFrontMatterSchema, fileName);
  const { html, headings } = await renderMarkdown(fillPlaceholders(body));
  return { ...data, id, path, html, headings };
}
