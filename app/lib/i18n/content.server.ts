/**
 * Content in the page's language, made where the page is made (prerendering): each loader returns
 * the modules its page shows, laid over with the language's catalog. A hydrated page's script
 * therefore carries its own language's words only, as loader data, and never a catalog
 * (docs/decisions/015-languages.md).
 */
import { contentRegistry, type ContentModule } from "#app/content/registry.ts";
import { extractMessages, overlay, type Messages } from "#app/lib/i18n/catalog.ts";
import type { ContentOf, PageContent, TranslatableKey } from "#app/lib/i18n/content-types.ts";
import { defaultLanguage, languageOfPath, localizeHref, type Language } from "#app/lib/i18n/language.ts";
import { messagesOf, readLanguageFile, siteLanguages } from "#app/lib/i18n/languages.server.ts";
import type { LayoutData, LanguageSuggestion, SiteWords } from "#app/lib/i18n/page.ts";

/** The translated modules of the registry, by catalog section, in the registry's order. */
const translatedModules = (Object.entries(contentRegistry) as Array<[string, ContentModule]>).flatMap(
  ([key, module]) => (module.translated ? [{ key, data: module.data, omissions: module.translated.omissions }] : []),
);

/** The English catalog: what `npm run i18n:extract` writes to app/content/locales/en/messages.json. */
export function englishCatalog(): Messages {
  return Object.fromEntries(
    translatedModules.map(({ key, data, omissions }) => [key, extractMessages(data, omissions)]),
  );
}

/** The language of the page a loader is asked for: the prefix of its address, English without one. */
export function pageLanguage(request: Request): Language {
  const languages = siteLanguages();
  const code = languageOfPath(
    new URL(request.url).pathname,
    languages.map((language) => language.code),
  );
  return languages.find((language) => language.code === code)!;
}

/** One content module in the language `code`, its internal links under the language's prefix. */
export function localizedModule<K extends TranslatableKey>(key: K, code: string): ContentOf<K> {
  const module: ContentModule = contentRegistry[key];
  const messages = code === defaultLanguage ? undefined : (messagesOf(code)[key] as Messages | undefined);
  return overlay(module.data as ContentOf<K>, messages, {
    omissions: module.translated?.omissions ?? [],
    localizeHref: (href) => localizeHref(href, code),
  });
}

/** The modules a page shows, in its language. */
export function localizedContent<K extends TranslatableKey>(code: string, keys: readonly K[]): PageContent<K> {
  return Object.fromEntries(keys.map((key) => [key, localizedModule(key, code)])) as PageContent<K>;
}

/** What a page's loader returns: the modules it shows, in the language its address names. */
export function pageContent<K extends TranslatableKey>(request: Request, keys: readonly K[]) {
  const { code } = pageLanguage(request);
  return { content: localizedContent(code, keys) };
}

type PagePath = keyof ContentOf<"pages">;

/** The same, with the page's search metadata (app/content/pages.ts) in its language, for meta(). */
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

/** The root loader's data: the page's language, every language for the switcher, the frame's words. */
export function layoutData(request: Request): LayoutData {
  const languages = siteLanguages();
  const language = pageLanguage(request);
  return {
    language,
    review: readLanguageFile(language.code).review.status,
    languages: languages.map(({ code, autonym, dir, openGraphLocale }) => ({ code, autonym, dir, openGraphLocale })),
    suggestions: languages.map(suggestionIn),
    content: { ...localizedContent(language.code, ["interface", "navigation"]), site: siteWords(language.code) },
  };
}
