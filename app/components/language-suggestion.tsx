import { buttonClass } from "#app/components/button-link.tsx";
import { useEnglishPath } from "#app/components/language-switcher.tsx";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { useLayout } from "#app/lib/i18n/page.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { hook, pageDom } from "#app/contracts/page.ts";

/**
 * Each offer is written in the language it offers (D19: never a redirect); the site script shows
 * at most one. Without JavaScript nothing shows, and the switcher is there.
 */
export function LanguageSuggestion() {
  const { language, languages, suggestions } = useLayout();
  const englishPath = useEnglishPath();
  if (languages.length < 2) return null;
  return (
    <aside {...hook(pageDom.languageSuggestions)} className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md">
      {suggestions
        .filter((suggestion) => suggestion.code !== language.code)
        .map((suggestion) => {
          const target = languages.find((candidate) => candidate.code === suggestion.code)!;
          return (
            <div
              key={suggestion.code}
              hidden
              lang={suggestion.code}
              dir={target.dir}
              {...hook(pageDom.languageSuggestion, suggestion.code)}
              className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-4 text-ink shadow-xl"
            >
              <p className="basis-full">{fill(suggestion.text, { language: target.autonym })}</p>
              <a
                href={localizeHref(englishPath, suggestion.code)}
                hrefLang={suggestion.code}
                {...hook(pageDom.languageLink, suggestion.code)}
                className={buttonClass("primary", "", "compact")}
              >
                {fill(suggestion.action, { language: target.autonym })}
              </a>
              <button type="button" {...hook(pageDom.languageDismiss)} className={buttonClass("ghost", "", "compact")}>
                {suggestion.dismiss}
              </button>
            </div>
          );
        })}
    </aside>
  );
}
