/**
 * The files crawlers and feed readers look for: /sitemap.xml, /robots.txt and the articles' RSS
 * feed. Every address is absolute and built from SITE_URL (site.url), never from a request.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { articlePath, type ArticleSummary } from "#app/lib/articles.ts";
import { absoluteUrl, feedPath } from "#app/lib/seo.ts";

export const sitemapPath = "/sitemap.xml";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`);
}

/**
 * The pages of the route table that have one fixed address: no parameters (articles are added
 * from their files) and no catch-all (the not-found page). A layout route (no path, not an index)
 * is no page of its own, and a path with an index route is listed once.
 */
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

export type SitemapEntry = { path: string; lastModified: string };

/**
 * Every public page: the static routes, last modified when the site was built (the pages are
 * regenerated on every build), and every article, last modified on its publication date.
 */
export function sitemapEntries(
  routes: readonly RouteConfigEntry[],
  articles: readonly ArticleSummary[],
  buildDate: string,
): SitemapEntry[] {
  return [
    ...staticPagePaths(routes).map((path) => ({ path, lastModified: buildDate })),
    ...articles.map((article) => ({ path: articlePath(article.slug), lastModified: article.publishedDate })),
  ];
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastModified }) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n    <lastmod>${lastModified}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `# Every page may be crawled; the sitemap lists them.\nUser-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(sitemapPath)}\n`;
}

/** RFC 822 dates, as RSS 2.0 requires: "Mon, 15 Jan 2024 00:00:00 GMT". */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export type FeedArticle = ArticleSummary & { author: { name: string } };

export type FeedChannel = { title: string; description: string; path: string };

/** RSS 2.0 of the articles, newest first; the channel's date is the newest article's, so rebuilding changes nothing. */
export function rssXml(channel: FeedChannel, articles: readonly FeedArticle[]): string {
  const newestFirst = articles.toSorted((a, b) => b.publishedDate.localeCompare(a.publishedDate));
  const items = newestFirst.map((article) => {
    const url = escapeXml(absoluteUrl(articlePath(article.slug)));
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
    `    <link>${escapeXml(absoluteUrl(channel.path))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en</language>",
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.publishedDate)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
