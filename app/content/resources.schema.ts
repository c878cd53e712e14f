import { z } from "zod";
import { text } from "#app/content/common.schema.ts";
import { linkSchema } from "#app/content/link.schema.ts";

export const resourcesSchema = z.strictObject({
  listing: z.strictObject({ title: text, featuredHeading: text, latestHeading: text, viewAll: linkSchema }),
  article: z.strictObject({
    breadcrumbLabel: text,
    /** The spec's Home > Resources > Blog; the last crumb stands for the page being read. */
    breadcrumb: z.array(linkSchema).length(3),
    byline: text,
    back: linkSchema,
    share: text,
    tags: text,
    tableOfContents: text,
    aboutTheAuthor: text,
    related: text,
    readMore: text,
    readTime: text,
    /** Search keywords every article adds to its own tags and category. */
    keywords: z.array(text).min(1),
    shareMessages: z.strictObject({ copied: text, failed: text }),
  }),
  legal: z.strictObject({
    eyebrow: text,
    lastUpdated: text,
    keywords: z.array(text).min(1),
    /** On translated documents: {link} is the English version's link, named by englishVersion. */
    englishPrevails: text,
    englishVersion: text,
  }),
});

export type ResourcesContent = z.infer<typeof resourcesSchema>;
