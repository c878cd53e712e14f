import type { Route } from "./+types/complaints";
import { AfterPaint } from "#app/components/after-paint.tsx";
import { FactTable } from "#app/components/fact-table.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { complaintFormDom } from "#app/contracts/complaints.ts";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { numberLocale } from "#app/lib/i18n/language.ts";
import { useContent, useLanguage } from "#app/lib/i18n/page.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { site } from "#app/site.config.ts";
import { ComplaintForm } from "#app/routes/complaints/complaint-form.tsx";
import complaintsScriptUrl from "#app/client/complaints/complaints-script.ts?worker&url";
import firstUseScriptUrl from "#app/client/first-use-script.ts?worker&url";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["complaints"], "/complaints");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

/** How to complain, what happens next and when, and where to turn after us (D23). */
export default function Complaints() {
  const words = useContent("complaints");
  const language = useLanguage();
  const { ways, next, windows, escalation } = words;
  const regulation = site.regulation;
  const channels = [
    { key: "form", title: ways.form.title, body: <a href={`#${complaintFormDom.section}`}>{ways.form.text}</a> },
    {
      key: "email",
      title: ways.email.title,
      body: <a href={`mailto:${site.email}`}>{fill(ways.email.text, { email: site.email })}</a>,
    },
    {
      key: "phone",
      title: ways.phone.title,
      body: <a href={`tel:${site.phone.e164}`}>{fill(ways.phone.text, { phone: site.phone.display })}</a>,
    },
  ];
  return (
    <>
      <PageHero eyebrow={words.eyebrow} title={words.title} lead={<p>{words.lead}</p>} />
      <Section id="ways" title={ways.heading} intro={<p>{ways.intro}</p>} align="start">
        <ul className="grid gap-6 md:grid-cols-3">
          {channels.map((channel) => (
            <li key={channel.key} className="rounded-card border border-line bg-bg p-6">
              <h3 className="text-lg font-bold">{channel.title}</h3>
              <p className="mt-2 text-ink-muted [&_a]:text-brand [&_a]:underline">{channel.body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="next" title={next.heading} align="start" tone="surface">
        <ol className="grid gap-6 md:grid-cols-3">
          {next.steps.map((step, index) => (
            <li key={step.title} className="rounded-card border border-line bg-bg p-6">
              <p className="text-sm font-bold text-brand" aria-hidden="true">
                {index + 1}
              </p>
              <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="times" title={windows.heading} intro={<p>{windows.intro}</p>} align="start">
        <FactTable
          caption={windows.heading}
          headings={[windows.category, windows.time]}
          rows={Object.entries(windows.rows).map(([key, row]) => ({ key, cells: [row.label, row.time] }))}
        />
      </Section>
      <Section id="escalation" title={escalation.heading} align="start" tone="surface">
        <p className="max-w-2xl text-lg">
          {regulation.status === "licensed"
            ? fill(escalation.licensed, regulation.complaintsEscalation)
            : escalation.demonstration}
        </p>
      </Section>
      <Section id={complaintFormDom.section} title={words.form.title} intro={<p>{words.form.intro}</p>} align="start">
        <div className="max-w-3xl">
          <ComplaintForm
            words={words}
            languageCode={language.code}
            locale={numberLocale(language)}
            queued={useContent("offline").queued}
          />
        </div>
      </Section>
      <AfterPaint>
        <script src={complaintsScriptUrl} />
        <script src={firstUseScriptUrl} />
      </AfterPaint>
    </>
  );
}
