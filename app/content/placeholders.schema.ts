import { z } from "zod";

const placeholderSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string()).min(1),
});

export type Placeholder = z.infer<typeof placeholderSchema>;

export const placeholdersSchema = z.record(z.string(), placeholderSchema);
