import { z } from "zod";
import { iconNames } from "#app/content/icon-names.ts";

export const iconSchema = z.enum(iconNames, {
  error: "Unknown icon: add it to app/content/icon-names.ts and run npm run icons",
});
