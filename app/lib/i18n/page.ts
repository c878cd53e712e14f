import { useMatches, useRouteLoaderData } from "react-router";
import type { ContentOf, PageContent, TranslatableKey } from "#app/lib/i18n/content-types.ts";
import { localizeHref, type Language } from "#app/lib/i18n/language.ts";

export type LanguageLink = Pick<Language, "code" | "autonym" | "dir" | "openGraphLocale">;

/** The browser-language suggestion, written in the language it suggests, its language named in it. */
export type LanguageOffer = Pick<Language, "code" | "dir"> & { text: string; action: string; dismiss: string };

export type LayoutData = {
  language: Language;
  /** Whether a named native reviewer has signed the page's language off (language.json, D25). */
  review: "source" | "unreviewed" | "reviewed";
  languages: LanguageLink[];
  content: PageContent<"interface" | "navigation" | "regulation" | "offline"> & { site: SiteWords };
};

/** Only the configuration's words: its facts are the same in every language. */
export type SiteWords = Pick<ContentOf<"site">, "tagline" | "social" | "appStores">;

export function useLayout(): LayoutData {
  const layout = useRouteLoaderData("root") as LayoutData | undefined;
  if (!layout) throw new Error("The root loader's data is missing");
  return layout;
}

export function useLanguage(): Language {
  return useLayout().language;
}

export function useLocalizeHref(): (href: string) => string {
  const { code } = useLanguage();
  return (href) => localizeHref(href, code);
}

type WithContent = { content?: Record<string, unknown> };

export function useContent<K extends TranslatableKey>(key: K): ContentOf<K> {
  const matches = useMatches();
  for (const match of matches.toReversed()) {
    const content = (match.loaderData as WithContent | undefined)?.content;
    if (content && key in content) return content[key] as ContentOf<K>;
  }
  throw new Error(`No loader of this page provides the "${key}" content`);
}
