import { buttonClass } from "#app/components/button-link.tsx";
import { useLayout } from "#app/lib/i18n/page.ts";
import { hook, pageDom } from "#app/contracts/page.ts";

/**
 * One empty offer, in no language until the site script fetches the words of the language the
 * browser prefers and fills it in (D19: never a redirect). Without JavaScript nothing shows, and the
 * switcher is there. The container names the region of the page's language (language-choice.ts).
 */
export function LanguageSuggestion() {
  const { language, languages } = useLayout();
  if (languages.length < 2) return null;
  const region = new Intl.Locale(language.locale).region ?? "";
  return (
    <aside {...hook(pageDom.languageSuggestions, region)} className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md">
      <div
        hidden
        {...hook(pageDom.languageSuggestion)}
        className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-4 text-ink shadow-xl"
      >
        <p className="basis-full" />
        {/* oxlint-disable-next-line jsx-a11y/anchor-has-content -- its words are filled in before it is shown */}
        <a {...hook(pageDom.languageLink)} className={buttonClass("primary", "", "compact")} />
        <button type="button" {...hook(pageDom.languageDismiss)} className={buttonClass("ghost", "", "compact")} />
      </div>
    </aside>
  );
}
