import type { Route } from "./+types/regulatory-status";
import { FactTable } from "#app/components/fact-table.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { pageContentWithMeta, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { numberLocale } from "#app/lib/i18n/language.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { licenceFacts } from "#app/lib/regulation.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { site } from "#app/site.config.ts";

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...pageContentWithMeta(request, ["regulation"], "/regulatory-status"),
    locale: numberLocale(pageLanguage(request)),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

/** Who stands behind the bank (D23), from the brand configuration's `regulation`. */
export default function RegulatoryStatus({ loaderData: { locale } }: Route.ComponentProps) {
  const words = useContent("regulation");
  const config = site.regulation;
  if (config.status === "demonstration") {
    const { demonstration } = words;
    return (
      <>
        <PageHero eyebrow={words.eyebrow} title={words.title} lead={<p>{demonstration.lead}</p>} />
        <Section id="status" title={words.eyebrow} align="start">
          <ul className="max-w-2xl list-disc space-y-3 ps-6 text-lg">
            {demonstration.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="mt-8 max-w-2xl text-ink-muted">{demonstration.deployment}</p>
        </Section>
      </>
    );
  }
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={words.title}
        lead={<p>{fill(words.licensed.lead, { company: config.registeredCompany.name })}</p>}
      />
      <Section id="status" title={words.eyebrow} align="start">
        <FactTable
          caption={words.licensed.caption}
          headings={[words.licensed.detail, words.licensed.value]}
          rows={licenceFacts(config, words, locale)}
        />
        <p className="mt-8">
          <a href={config.regulator.url} className="font-semibold text-brand underline">
            {words.licensed.checkLicence}
          </a>
        </p>
      </Section>
    </>
  );
}
