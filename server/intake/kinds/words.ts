/** A content module's words in each of the site's languages, laid over once and kept. */
import { localizedModule } from "#app/lib/i18n/content.server.ts";
import type { ContentOf, TranslatableKey } from "#app/lib/i18n/content-types.ts";
import { numberLocale } from "#app/lib/i18n/language.ts";
import { languageOf } from "#app/lib/i18n/languages.server.ts";

/** The Intl locale a language's numbers are written in. */
function localeOf(language: string): string {
  return numberLocale(languageOf(language));
}

export function wordsByLanguage<K extends TranslatableKey>(key: K): (language: string) => ContentOf<K> {
  const words = new Map<string, ContentOf<K>>();
  return (language) => {
    let inLanguage = words.get(language);
    if (!inLanguage) {
      inLanguage = localizedModule(key, language);
      words.set(language, inLanguage);
    }
    return inLanguage;
  };
}

/** The words a form's rules speak in `language`, with its number locale: one object per language, so a validator keeps one schema each. */
export function ruleWordsByLanguage<K extends TranslatableKey>(
  key: K,
): (language: string) => ContentOf<K> & { locale: string } {
  const words = wordsByLanguage(key);
  const withLocale = new Map<string, ContentOf<K> & { locale: string }>();
  return (language) => {
    let inLanguage = withLocale.get(language);
    if (!inLanguage) {
      inLanguage = { ...words(language), locale: localeOf(language) };
      withLocale.set(language, inLanguage);
    }
    return inLanguage;
  };
}
