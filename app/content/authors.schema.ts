/** Build-time schema of the article authors in app/content/authors.ts. */
import { z } from "zod";

export const authorSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  title: z.string().min(1),
  bio: z.string().min(80).max(400),
  /** Seed for the generated illustrated portrait (no photos of real people). */
  portraitSeed: z.string().min(1),
});

export type Author = z.infer<typeof authorSchema>;

export const authorsSchema = z.array(authorSchema);
