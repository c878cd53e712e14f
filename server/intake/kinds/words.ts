/** A content module's words in each of the site's languages, laid over once and kept. */
import { localizedModule } from "#app/lib/i18n/content.server.ts";
import type { ContentOf, TranslatableKey } from "#app/lib/i18n/content-types.ts";
import { numberLocale } from "#app/lib/i18n/language.ts";
import { languageOf } from "#app/lib/i18n/languages.server.ts";

/** The Intl locale a language's numbers are written in. */
export function localeOf(language: string): string {
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
