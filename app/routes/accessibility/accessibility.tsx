import type { Route } from "./+types/accessibility";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { formatLongDate } from "#app/lib/dates.ts";
import { pageContentWithMeta, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { dateLocale, numberLocale } from "#app/lib/i18n/language.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { site } from "#app/site.config.ts";

export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return {
    ...pageContentWithMeta(request, ["accessibility"], "/accessibility"),
    locale: numberLocale(language),
    dateLocale: dateLocale(language),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="max-w-2xl list-disc space-y-3 ps-6 text-lg">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The accessibility statement (D23): the standard, how it is tested, the last check's figures, what is not right yet. */
export default function Accessibility({ loaderData: { locale, dateLocale: datesIn } }: Route.ComponentProps) {
  const { copy, checks } = useContent("accessibility");
  const number = (value: number) => value.toLocaleString(locale);
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.lead}</p>} />
      <Section id="standard" title={copy.standard.heading} align="start">
        <p className="max-w-2xl text-lg">{copy.standard.text}</p>
      </Section>
      <Section id="testing" title={copy.testing.heading} align="start" tone="surface">
        <List items={copy.testing.items} />
      </Section>
      <Section id="last-check" title={copy.lastCheck.heading} align="start">
        <p className="max-w-2xl text-lg">
          {fill(copy.lastCheck.text, {
            date: formatLongDate(checks.date, datesIn),
            pages: number(checks.pages),
            languages: number(checks.languages),
            narrowest: number(checks.narrowestPx),
            widest: number(checks.widestPx),
            violations: number(checks.seriousOrCriticalViolations),
            score: number(checks.lighthouseAccessibility),
            lighthousePages: number(checks.lighthousePages),
          })}
        </p>
        <p className="mt-4 text-ink-muted">{fill(copy.lastCheck.browser, { browser: checks.browser })}</p>
      </Section>
      <Section id="limitations" title={copy.limitations.heading} align="start" tone="surface">
        <List items={copy.limitations.items} />
      </Section>
      <Section id="contact" title={copy.contact.heading} align="start">
        <p className="max-w-2xl text-lg">{fill(copy.contact.text, { email: site.email, phone: site.phone.display })}</p>
      </Section>
    </>
  );
}
