import { ButtonLink } from "#app/components/button-link.tsx";
import { Section } from "#app/components/section.tsx";
import { useContent, useLocalizeHref } from "#app/lib/i18n/page.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { urgentContactPath } from "#app/contracts/support.ts";
import { site } from "#app/site.config.ts";

/** What Sankofa never asks for, how to check it is us through the official channels, and Report Issue (D6, D23). */
export function ScamsSection() {
  const { heading, intro, neverAsk, check, report } = useContent("security").scams;
  const localize = useLocalizeHref();
  const channels = { email: site.email, phone: site.phone.display, site: new URL(site.url).host };
  return (
    <Section id="scams" title={heading} intro={<p>{intro}</p>} align="start" tone="surface">
      <div className="grid gap-8 md:grid-cols-2">
        <div className="rounded-card border border-line bg-bg p-6">
          <h3 className="text-xl font-bold">{neverAsk.heading}</h3>
          <ul className="mt-4 list-disc space-y-2 ps-6">
            {neverAsk.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-card border border-line bg-bg p-6">
          <h3 className="text-xl font-bold">{check.heading}</h3>
          <ul className="mt-4 list-disc space-y-2 ps-6">
            {check.items.map((item) => (
              <li key={item}>{fill(item, channels)}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-8 max-w-2xl">
        <h3 className="text-xl font-bold">{report.heading}</h3>
        <p className="mt-2">{report.text}</p>
        <ButtonLink href={localize(urgentContactPath)} className="mt-4">
          {report.action}
        </ButtonLink>
      </div>
    </Section>
  );
}
