import { z } from "zod";

const pageMetaSchema = z.object({
  title: z.string().min(1).max(70),
  description: z.string().min(70).max(170),
  keywords: z.array(z.string().min(1)).min(2),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;

export const pagesSchema = z.record(z.string().startsWith("/"), pageMetaSchema);
export { pageMetaSchema };
