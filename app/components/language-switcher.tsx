import { useLocation } from "react-router";
import { defaultLanguage, localizeHref, unlocalizedPath } from "#app/lib/i18n/language.ts";
import { useLayout, type LayoutData } from "#app/lib/i18n/page.ts";
import { prerenderedPath } from "#app/lib/route-paths.ts";
import { hook, pageDom } from "#app/contracts/page.ts";

/** The page's English address, from which every language's address is made. */
export function useEnglishPath(): string {
  const { pathname } = useLocation();
  const { languages } = useLayout();
  return unlocalizedPath(
    prerenderedPath(pathname),
    languages.map((language) => language.code),
  );
}

/**
 * Plain links to this page in every language, each named in itself (D19), keeping the query the
 * page was made for (the server adds the form pages' own); the site script adds a #fragment on click.
 */
function LanguageLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const { language, languages } = useLayout();
  const englishPath = useEnglishPath() + useLocation().search;
  return (
    <ul className={className}>
      {languages.map((link) => (
        <li key={link.code}>
          <a
            href={localizeHref(englishPath, link.code)}
            lang={link.code}
            hrefLang={link.code}
            dir={link.dir}
            aria-current={link.code === language.code ? "true" : undefined}
            {...hook(pageDom.languageLink, link.code)}
            className={linkClassName}
          >
            {link.autonym}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A native popover, which opens and closes with no script at all. */
export function HeaderLanguageSwitcher() {
  const { language, languages, content } = useLayout();
  if (languages.length < 2) return null;
  const label = content.interface.languages.switcherLabel;
  return (
    <>
      <button
        type="button"
        popoverTarget="language-menu"
        aria-controls="language-menu"
        // The name starts with the code the button shows (WCAG 2.5.3, label in name).
        aria-label={`${language.code.toUpperCase()}, ${label}: ${language.autonym}`}
        // On a phone the menu lists the languages (MenuLanguageSwitcher): the bar has no room at 320 px.
        className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-ink hover:bg-brand-soft max-sm:hidden"
      >
        {language.code.toUpperCase()}
      </button>
      <nav
        id="language-menu"
        popover="auto"
        aria-label={label}
        className="inset-auto end-2 top-16 m-0 rounded-card border border-line bg-surface p-2 text-ink shadow-xl"
      >
        <LanguageLinks
          className="grid gap-1"
          linkClassName="flex min-h-11 items-center rounded-lg px-4 font-semibold text-ink no-underline hover:bg-brand-soft aria-[current=true]:text-brand aria-[current=true]:underline"
        />
      </nav>
    </>
  );
}

export function MenuLanguageSwitcher() {
  const { languages, content } = useLayout();
  if (languages.length < 2) return null;
  return (
    <nav className="mt-6" aria-label={content.interface.languages.switcherLabel}>
      <LanguageLinks
        className="flex flex-wrap gap-2"
        linkClassName="flex min-h-11 items-center rounded-full border border-line px-4 font-semibold text-ink no-underline hover:bg-brand-soft aria-[current=true]:border-brand aria-[current=true]:text-brand"
      />
    </nav>
  );
}

export function FooterLanguageSwitcher() {
  const { languages, content } = useLayout();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={content.interface.languages.switcherLabel}>
      <LanguageLinks
        className="flex flex-wrap gap-x-5"
        linkClassName="inline-flex min-h-11 items-center hover:text-brand aria-[current=true]:font-bold aria-[current=true]:text-ink"
      />
    </nav>
  );
}

type UnreviewedNoticeProps = {
  review: LayoutData["review"];
  words: Pick<LayoutData["content"]["interface"]["languages"], "unreviewed" | "unreviewedLink">;
  englishPath: string;
};

/**
 * One quiet line on every page of a language no named native reviewer has signed off (D25), in
 * that language, linking to the same page in English; nothing once `review.status` is "reviewed".
 */
export function UnreviewedNotice({ review, words, englishPath }: UnreviewedNoticeProps) {
  if (review !== "unreviewed") return null;
  return (
    <p {...hook(pageDom.unreviewedNotice)}>
      {words.unreviewed}{" "}
      <a href={englishPath} hrefLang={defaultLanguage} lang={defaultLanguage} className="underline hover:text-brand">
        {words.unreviewedLink}
      </a>
    </p>
  );
}

/** The notice for the page being rendered. */
export function PageUnreviewedNotice() {
  const { review, content } = useLayout();
  const englishPath = useEnglishPath();
  return <UnreviewedNotice review={review} words={content.interface.languages} englishPath={englishPath} />;
}
