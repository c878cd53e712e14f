/**
 * Content in the page's language, laid over at prerendering: a hydrated page carries its own
 * language's words as loader data, never a catalog (docs/decisions/015).
 */
import { contentRegistry, type ContentModule } from "#app/content/registry.ts";
import { extractMessages, overlay, type Messages } from "#app/lib/i18n/catalog.ts";
import type { ContentOf, PageContent, TranslatableKey } from "#app/lib/i18n/content-types.ts";
import { defaultLanguage, languageOfPath, localizeHref, numberLocale, type Language } from "#app/lib/i18n/language.ts";
import { languageOf, messagesOf, readLanguageFile, siteLanguages } from "#app/lib/i18n/languages.server.ts";
import { siteFacts, withFacts, type SiteFacts } from "#app/lib/site-facts.ts";
import type { LayoutData, LanguageOffer, SiteWords } from "#app/lib/i18n/page.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { countryCodes } from "#app/content/countries.ts";
import type { RegionNaming } from "#app/lib/countries.ts";

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

/**
 * Where the language's country names come from: the places its copy names (the calculator's, whose
 * ids are country codes) keep the copy's words, so a page never spells Nigeria two ways; every other
 * country comes from Intl, in `regionNamesLocale` when the language.json names one.
 */
export function regionNaming(code: string): RegionNaming {
  const language = siteLanguages().find((candidate) => candidate.code === code)!;
  const { sources, destinations } = localizedModule("sendMoney", code).rates;
  const codes = new Set<string>(countryCodes);
  const names = Object.fromEntries(
    [...sources, ...destinations]
      .map((place) => [place.id.toUpperCase(), place.name] as const)
      .filter(([region]) => codes.has(region)),
  );
  return { locale: language.regionNamesLocale ?? language.locale, names };
}

/**
 * The offer to read a page in `language`, in that language: what the site script fetches when the
 * browser prefers it, so that no page carries every language's offer (docs/decisions/026).
 */
export function languageOffer(language: Language): LanguageOffer {
  const catalog = language.code === defaultLanguage ? englishCatalog() : messagesOf(language.code);
  const words = (catalog.interface as Messages).languages as Record<string, string>;
  const named = (template = "") => fill(template, { language: language.autonym });
  return {
    code: language.code,
    dir: language.dir,
    text: named(words.suggestion),
    action: named(words.suggestionAction),
    dismiss: named(words.dismiss),
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
    review: readLanguageFile(language.code).review.status,
    languages: languages.map(({ code, autonym, dir, openGraphLocale }) => ({ code, autonym, dir, openGraphLocale })),
    content: {
      ...localizedContent(language.code, ["interface", "navigation", "regulation", "offline"]),
      site: siteWords(language.code),
    },
  };
}
