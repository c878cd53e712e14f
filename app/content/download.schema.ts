/** Build-time schema of the download page's copy in app/content/download.ts. */
import { z } from "zod";
import { text } from "#app/content/common.schema.ts";
import { linkSchema } from "#app/content/link.schema.ts";

export const downloadSchema = z.strictObject({
  /** Accessible name of the list of store badges. */
  storesLabel: text,
  /** `{address}` is the page's own absolute address, which the code holds. */
  qrLabel: text,
  qrCaption: text,
  waitlist: z.strictObject({ text, link: linkSchema }),
});

export type DownloadContent = z.infer<typeof downloadSchema>;
