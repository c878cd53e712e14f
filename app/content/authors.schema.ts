import { z } from "zod";

export const authorSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  title: z.string().min(1),
  bio: z.string().min(80).max(400),
  /** Of a generated portrait: no photos of real people. */
  portraitSeed: z.string().min(1),
});

export type Author = z.infer<typeof authorSchema>;

export const authorsSchema = z.array(authorSchema);
