import { z } from "zod";
import { parseFrontMatter, renderMarkdown, type Heading } from "#app/lib/markdown.server.ts";
import { site } from "#app/site.config.ts";

export const legalDocumentIds = ["privacy", "terms", "cookies"] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

export const legalFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(70).max(170),
  lastUpdated: z.iso.date("must be an ISO date such as 2025-01-01"),
});

export type LegalDocument = z.infer<typeof legalFrontMatterSchema> & {
  id: LegalDocumentId;
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

export async function loadLegalDocument(id: LegalDocumentId): Promise<LegalDocument> {
  const fileName = `app/content/legal/${id}.md`;
  const source = sources[`../content/legal/${id}.md`];
  if (source === undefined) throw new Error(`${fileName} does not exist`);
  const { data, body } = parseFrontMatter(source, legalFrontMatterSchema, fileName);
  const { html, headings } = await renderMarkdown(fillPlaceholders(body));
  return { ...data, id, html, headings };
}
