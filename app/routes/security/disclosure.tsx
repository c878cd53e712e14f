import type { Route } from "./+types/disclosure";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { site } from "#app/site.config.ts";
import { securityTxtPath } from "#app/lib/security-txt.ts";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["disclosure"], "/security/disclosure");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="max-w-2xl list-disc space-y-2 ps-6 text-lg">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The responsible-disclosure policy that /.well-known/security.txt names (D23, RFC 9116). */
export default function Disclosure() {
  const { eyebrow, title, lead, report, promises, rules, outOfScope } = useContent("disclosure");
  const contact = site.security.contact;
  const [before = "", after = ""] = report.securityTxt.split("{path}");
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={<p>{lead}</p>} />
      <Section id="report" title={report.heading} align="start">
        <p className="max-w-2xl text-lg">
          <a href={`mailto:${contact}`} className="font-semibold text-brand underline">
            {fill(report.text, { contact })}
          </a>
        </p>
        <p className="mt-4 max-w-2xl text-ink-muted">
          {before}
          <a href={`${site.url}${securityTxtPath}`} className="text-brand underline" dir="ltr">
            {securityTxtPath}
          </a>
          {after}
        </p>
      </Section>
      <Section id="promises" title={promises.heading} align="start" tone="surface">
        <List items={promises.items} />
      </Section>
      <Section id="rules" title={rules.heading} align="start">
        <List items={rules.items} />
      </Section>
      <Section id="out-of-scope" title={outOfScope.heading} align="start" tone="surface">
        <List items={outOfScope.items} />
      </Section>
    </>
  );
}
