import type { MetaDescriptor } from "react-router";
import { defaultLanguage, localizeHref } from "#app/lib/i18n/language.ts";
import type { LayoutData } from "#app/lib/i18n/page.ts";
import { site } from "#app/site.config.ts";
import { interfaceText } from "#app/content/interface.ts";

export type SeoInput = {
  /** The brand's name is appended unless the title has it already. */
  title: string;
  description: string;
  /** English site path; the canonical is built from SITE_URL, never the request. */
  path: string;
  keywords?: readonly string[];
  /** Defaults to the brand card. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  noindex?: boolean;
  layout?: Pick<LayoutData, "language" | "languages" | "content">;
  article?: { publishedTime: string; tags: readonly string[]; author?: string };
};

/** A generated file, not a route. */
export const feedPath = "/rss.xml";

export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, `${site.url}/`).href;
}

export function pageTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** Every route's metadata, in the prerendered HTML (D12). */
export function seo(input: SeoInput): MetaDescriptor[] {
  const title = pageTitle(input.title);
  const code = input.layout?.language.code ?? defaultLanguage;
  const others = input.layout?.languages.filter((language) => language.code !== code) ?? [];
  const canonical = absoluteUrl(localizeHref(input.path, code));
  const image = absoluteUrl(input.image ?? site.defaultSocialImage);
  const baseKeywords = input.layout?.content.interface.keywords ?? interfaceText.keywords;
  const tagline = input.layout?.content.site.tagline ?? site.tagline;
  const keywords = [...new Set([...(input.keywords ?? []), site.name, ...baseKeywords])].join(", ");
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
    { property: "og:image:alt", content: input.imageAlt ?? `${site.name}: ${tagline}` },
    { property: "og:locale", content: input.layout?.language.openGraphLocale ?? "en_NG" },
    ...others.map((language) => ({ property: "og:locale:alternate", content: language.openGraphLocale })),
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
  else meta.push(...languageAlternates(input.path, input.layout?.languages ?? []));
  return meta;
}

export function languageAlternates(path: string, languages: readonly { code: string }[]): MetaDescriptor[] {
  if (languages.length < 2) return [];
  const link = (hrefLang: string, code: string): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(localizeHref(path, code)),
  });
  return [...languages.map(({ code }) => link(code, code)), link("x-default", defaultLanguage)];
}

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

export function layoutOf(matches: readonly MetaMatch[]): LayoutData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as LayoutData | undefined;
}
