import { z } from "zod";
import { text } from "#app/content/common.schema.ts";
import { linkSchema } from "#app/content/link.schema.ts";
import { pageMetaSchema } from "#app/content/pages.schema.ts";

export const statusPagesSchema = z.strictObject({
  comingSoon: z.strictObject({ message: text, actions: z.tuple([linkSchema, linkSchema]) }),
  login: z.strictObject({ title: text, message: z.array(text).min(1), actions: z.tuple([linkSchema, linkSchema]) }),
  notFound: z.strictObject({
    meta: pageMetaSchema,
    /** Decorative: the heading says it in words. */
    code: text,
    heading: text,
    text,
    action: linkSchema,
  }),
});

export type StatusPages = z.infer<typeof statusPagesSchema>;

export const unexpectedErrorSchema = z.strictObject({
  title: text,
  /** Shown when what was thrown carries no status or message. */
  fallbackDetail: text,
  action: linkSchema,
});

export type UnexpectedError = z.infer<typeof unexpectedErrorSchema>;
