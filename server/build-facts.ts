/** What the build decided that the server must agree with, written beside the pages (docs/decisions/007). */
import { readFileSync, writeFileSync } from "node:fs";
import * as z from "zod";

const buildFactsSchema = z.strictObject({
  siteUrl: z.url({ protocol: /^https?$/ }),
  scriptOrigins: z.array(z.url({ protocol: /^https?$/ })),
});

export type BuildFacts = z.infer<typeof buildFactsSchema>;

/** Outside build/client, so it is never served as a file. */
export const buildFactsFile = new URL("../build/site.json", import.meta.url);

export function writeBuildFacts(facts: BuildFacts, file: URL = buildFactsFile): void {
  writeFileSync(file, `${JSON.stringify(buildFactsSchema.parse(facts), null, 2)}\n`);
}

export function readBuildFacts(file: URL = buildFactsFile): BuildFacts {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`No ${file.pathname}: run \`npm run build\` first (it records SITE_URL and the chat script).`);
  }
  const check = buildFactsSchema.safeParse(JSON.parse(text));
  if (!check.success) throw new Error(`${file.pathname} is not what the build writes: ${z.prettifyError(check.error)}`);
  return check.data;
}
