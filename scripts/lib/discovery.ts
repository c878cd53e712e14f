/** Sitemap, robots.txt and feeds: every address absolute, built from SITE_URL, never from a request. */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { offlinePath } from "#app/lib/route-paths.ts";
import { articlePath, type ArticleSummary } from "#app/lib/articles.ts";
import { absoluteUrl, feedPath } from "#app/lib/seo.ts";
import { defaultLanguage, languageOfPath, localizeHref } from "#app/lib/i18n/language.ts";

export const sitemapPath = "/sitemap.xml";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`);
}

/** Pages with one fixed address: no parameter (articles come from their files), no catch-all, no layout. */
export function staticPagePaths(routes: readonly RouteConfigEntry[]): string[] {
  const collect = (entries: readonly RouteConfigEntry[], parent: string): string[] =>
    entries.flatMap((route) => {
      const path = route.path ? `${parent}/${route.path}` : parent;
      const children = collect(route.children ?? [], path);
      const isPage = (route.index || route.path) && !/[:*]/.test(route.path ?? "");
      return isPage ? [path || "/", ...children] : children;
    });
  return [...new Set(collect(routes, ""))];
}

export type SitemapEntry = {
  path: string;
  lastModified: string;
  alternates: Array<{ hrefLang: string; path: string }>;
};

/** lastmod: the build's date for static pages, which each build regenerates; an article's publication date. */
export function sitemapEntries(
  routes: readonly RouteConfigEntry[],
  articles: readonly ArticleSummary[],
  buildDate: string,
  languages: readonly string[] = [defaultLanguage],
): SitemapEntry[] {
  const englishPages = [
    ...staticPagePaths(routes)
      // The offline page is the service worker's, noindex like the not-found page.
      .filter((path) => languageOfPath(path, languages) === defaultLanguage && path !== offlinePath)
      .map((path) => ({ path, lastModified: buildDate })),
    ...articles.map((article) => ({ path: articlePath(article.slug), lastModified: article.publishedDate })),
  ];
  return languages.flatMap((code) =>
    englishPages.map(({ path, lastModified }) => ({
      path: localizeHref(path, code),
      lastModified,
      alternates:
        languages.length < 2
          ? []
          : [
              ...languages.map((other) => ({ hrefLang: other, path: localizeHref(path, other) })),
              { hrefLang: "x-default", path },
            ],
    })),
  );
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified, alternates }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(path))}</loc>`,
      `    <lastmod>${lastModified}</lastmod>`,
      ...alternates.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeXml(absoluteUrl(alternate.path))}"/>`,
      ),
      "  </url>",
    ].join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `# Every page may be crawled; the sitemap lists them.\nUser-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(sitemapPath)}\n`;
}

/** RFC 822 dates, as RSS 2.0 requires: "Mon, 15 Jan 2024 00:00:00 GMT". */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export type FeedArticle = ArticleSummary & { author: { name: string } };

export type FeedChannel = { title: string; description: string; path: string; language?: string };

/** RSS 2.0 of the articles, newest first; the channel's date is the newest article's, so rebuilding changes nothing. */
export function rssXml(channel: FeedChannel, articles: readonly FeedArticle[]): string {
  const language = channel.language ?? defaultLanguage;
  const newestFirst = articles.toSorted((a, b) => b.publishedDate.localeCompare(a.publishedDate));
  const items = newestFirst.map((article) => {
    const url = escapeXml(absoluteUrl(localizeHref(articlePath(article.slug), language)));
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      `      <pubDate>${rssDate(article.publishedDate)}</pubDate>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <dc:creator>${escapeXml(article.author.name)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  const newest = newestFirst[0];
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(localizeHref(channel.path, language)))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${language}</language>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.publishedDate)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(localizeHref(feedPath, language)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
