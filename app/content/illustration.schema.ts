import { existsSync } from "node:fs";
import { z } from "zod";

const illustrationsDirectory = new URL("../assets/illustrations/", import.meta.url);

export const illustrationSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Image keys are kebab-case SVG file names")
  .refine((key) => existsSync(new URL(`${key}.svg`, illustrationsDirectory)), {
    message: "No such file in app/assets/illustrations",
  });
