/** A lucide-react icon component; the one icon schema every content schema shares. */
import type { LucideIcon } from "lucide-react";
import { z } from "zod";

export const iconSchema = z.custom<LucideIcon>(
  (v) => typeof v === "function" || (typeof v === "object" && v !== null),
  "Expected a lucide-react icon component",
);
