/**
 * Content in the page's language, laid over at prerendering: a hydrated page carries its own
 * language's words as loader data, never a catalog (docs/decisions/015).
 */
import { contentRegistry, type ContentModule } from "#app/content/registry.ts";
import { extractMessages, overlay, type Messages } from "#app/lib/i18n/catalog.ts";
import type { ContentOf, PageContent, TranslatableKey } from "#app/lib/i18n/content-types.ts";
import { defaultLanguage, languageOfPath, localizeHref, numberLocale, type Language } from "#app/lib/i18n/language.ts";
import { languageOf, messagesOf, siteLanguages } from "#app/lib/i18n/languages.server.ts";
import { siteFacts, withFacts, type SiteFacts } from "#app/lib/site-facts.ts";
import type { LayoutData, LanguageSuggestion, SiteWords } from "#app/lib/i18n/page.ts";

const translatedModules = (Object.entries(contentRegistry) as Array<[string, ContentModule]>).flatMap(
  ([key, module]) => (module.translated ? [{ key, data: module.data, omissions: module.translated.omissions }] : []),
);

/** What `npm run i18n:extract` writes to app/content/locales/en/messages.json. */
export function englishCatalog(): Messages {
  return Object.fromEntries(
    translatedModules.map(({ key, data, omissions }) => [key, extractMessages(data, omissions)]),
  );
}

export function pageLanguage(request: Request): Language {
  const languages = siteLanguages();
  const code = languageOfPath(
    new URL(request.url).pathname,
    languages.map((language) => language.code),
  );
  return languages.find((language) => language.code === code)!;
}

function overlaid<K extends TranslatableKey>(key: K, code: string): ContentOf<K> {
  const module: ContentModule = contentRegistry[key];
  const messages = code === defaultLanguage ? undefined : (messagesOf(code)[key] as Messages | undefined);
  return overlay(module.data as ContentOf<K>, messages, {
    omissions: module.translated?.omissions ?? [],
    localizeHref: (href) => localizeHref(href, code),
  });
}

/** The {{facts}} written for the language `code` (app/lib/site-facts.ts). */
export function factsIn(code: string): SiteFacts {
  return siteFacts(numberLocale(languageOf(code)), overlaid("fees", code).copy.sections.processing);
}

/** One content module in the language `code`: its internal links localised, its {{facts}} written out. */
export function localizedModule<K extends TranslatableKey>(key: K, code: string): ContentOf<K> {
  return withFacts(overlaid(key, code), factsIn(code));
}

export function localizedContent<K extends TranslatableKey>(code: string, keys: readonly K[]): PageContent<K> {
  return Object.fromEntries(keys.map((key) => [key, localizedModule(key, code)])) as PageContent<K>;
}

export function pageContent<K extends TranslatableKey>(request: Request, keys: readonly K[]) {
  const { code } = pageLanguage(request);
  return { content: localizedContent(code, keys) };
}

type PagePath = keyof ContentOf<"pages">;

export function pageContentWithMeta<K extends TranslatableKey>(request: Request, keys: readonly K[], path: PagePath) {
  const { code } = pageLanguage(request);
  return { content: localizedContent(code, keys), meta: { ...localizedModule("pages", code)[path], path } };
}

function suggestionIn(language: Language): LanguageSuggestion {
  const catalog = language.code === defaultLanguage ? englishCatalog() : messagesOf(language.code);
  const words = (catalog.interface as Messages).languages as Record<string, string>;
  return {
    code: language.code,
    text: words.suggestion ?? "",
    action: words.suggestionAction ?? "",
    dismiss: words.dismiss ?? "",
  };
}

function siteWords(code: string): SiteWords {
  const { tagline, social, appStores } = localizedModule("site", code);
  return { tagline, social, appStores };
}

export function layoutData(request: Request): LayoutData {
  const languages = siteLanguages();
  const language = pageLanguage(request);
  return {
    language,
    languages: languages.map(({ code, autonym, dir, openGraphLocale }) => ({ code, autonym, dir, openGraphLocale })),
    suggestions: languages.map(suggestionIn),
    content: {
      ...localizedContent(language.code, ["interface", "navigation", "regulation"]),
      site: siteWords(language.code),
    },
  };
}
