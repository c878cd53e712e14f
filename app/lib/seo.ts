import type { MetaDescriptor } from "react-router";
import { site } from "#app/site.config.ts";
import { interfaceText } from "#app/content/interface.ts";

export type SeoInput = {
  /** The page's own title; the brand is appended unless it is already the home page's title. */
  title: string;
  description: string;
  /** Site path of the page, starting with "/". The canonical is built from SITE_URL, never the request. */
  path: string;
  keywords?: readonly string[];
  /** Site path or absolute URL of the social image; defaults to the brand card. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** Keep the page out of search indexes (for example the not-found page). */
  noindex?: boolean;
  /** Search keywords every page of the language ends with (app/content/interface.ts). */
  baseKeywords?: readonly string[];
  /** Extra Open Graph article fields. */
  article?: { publishedTime: string; tags: readonly string[]; author?: string };
};

/** The articles' RSS feed, linked from every page's head; a generated file, not a route. */
export const feedPath = "/rss.xml";

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, `${site.url}/`).href;
}

export function pageTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** One helper for every route's metadata (D12): it all ends up in the prerendered HTML. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const canonical = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? site.defaultSocialImage);
  const keywords = [
    ...new Set([...(input.keywords ?? []), site.name, ...(input.baseKeywords ?? interfaceText.keywords)]),
  ].join(", ");
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "keywords", content: keywords },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: input.imageAlt ?? `${site.name}: ${site.tagline}` },
    { property: "og:locale", content: "en_NG" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.article) {
    meta.push({ property: "article:published_time", content: input.article.publishedTime });
    if (input.article.author) meta.push({ property: "article:author", content: input.article.author });
    for (const tag of input.article.tags) meta.push({ property: "article:tag", content: tag });
  }
  if (input.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  return meta;
}
