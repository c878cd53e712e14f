import { readdirSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { articlePath, unknownArticlePath } from "./app/lib/articles.ts";
import { notFoundPath } from "./app/lib/route-paths.ts";
import { defaultLanguage, languageOfPath, localizeHref } from "./app/lib/i18n/language.ts";
import { languageCodes } from "./app/lib/i18n/languages.server.ts";

const articlesDirectory = new URL("./app/content/articles/", import.meta.url);

/** Article slugs are the Markdown file names; the content schema checks each front matter agrees. */
function articlePaths(): string[] {
  return readdirSync(articlesDirectory)
    .filter((file) => file.endsWith(".md"))
    .map((file) => articlePath(file.slice(0, -".md".length)));
}

export default {
  // Every page is static HTML made at build time; the Node server only serves files and /api/contact.
  // `ssr: false` would also prerender a client-side "SPA fallback" that needs React on every page,
  // which is what the HTML-first design avoids; the server bundle is used only by the prerenderer.
  ssr: true,
  prerender: {
    // notFoundPath (/404) is the not-found page the server sends, with status 404, for any unknown path (D10);
    // unknownArticlePath the page it sends, with status 200, for any unknown article slug (D5).
    // Every path again in each other language (D19), from the folders of app/content/locales.
    // getStaticPaths lists each language's routes (/fr/about): only the English ones are localized.
    paths: ({ getStaticPaths }) => {
      const codes = languageCodes();
      const englishRoutes = getStaticPaths().filter((path) => languageOfPath(path, codes) === defaultLanguage);
      const english = [...englishRoutes, ...articlePaths(), unknownArticlePath, notFoundPath];
      return codes.flatMap((code) => english.map((path) => localizeHref(path, code)));
    },
    concurrency: 4,
  },
  // Links are plain documents (see docs/decisions/001): no lazy route discovery requests.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
