import { z } from "zod";
import { text } from "#app/content/common.schema.ts";
import { linkSchema } from "#app/content/link.schema.ts";

export const downloadSchema = z.strictObject({
  storesLabel: text,
  /** `{address}`: the page's absolute address, filled in by the code. */
  qrLabel: text,
  qrCaption: text,
  waitlist: z.strictObject({ text, link: linkSchema }),
});

export type DownloadContent = z.infer<typeof downloadSchema>;
