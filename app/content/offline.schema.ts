/** Build-time schema of the words for a phone without a network (app/content/offline.ts). */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";
import { pageMetaSchema } from "#app/content/pages.schema.ts";

const withDate = text.refine((words) => words.includes("{date}"), "Needs {date}, where the date goes");

export const offlineSchema = z.strictObject({
  /** The note on a page served from the phone. */
  savedCopy: withDate,
  page: z.strictObject({
    meta: pageMetaSchema,
    heading: text,
    text,
    contactHeading: text,
    phoneLabel: text,
    emailLabel: text,
    savedPagesHeading: text,
    /** After each saved page's title. */
    savedOn: withDate,
    noSavedPages: text,
  }),
  /** A form kept on the phone until the connection returns. */
  queued: z.strictObject({ heading: text, text, cancel: text, cancelled: text }),
});

export type OfflineText = z.infer<typeof offlineSchema>;
