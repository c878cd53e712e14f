import { Container } from "#app/components/container.tsx";
import { Icon } from "#app/components/icon.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import type { FraudAction } from "#app/content/security.ts";
import { useContent, useLocalizeHref } from "#app/lib/i18n/page.ts";
import type { RouteHref } from "#app/lib/route-paths.ts";
import { site } from "#app/site.config.ts";
import { urgentContactPath } from "#app/contracts/support.ts";

// Where each fraud action leads (D6): every one of them does something a worried visitor needs.
const actionTargets: Record<FraudAction["kind"], RouteHref | `tel:${string}`> = {
  call: `tel:${site.emergencyPhone.e164}`,
  app: "/download",
  report: urgentContactPath,
};

export function FraudReportingSection() {
  const { heading, text, actions } = useContent("security").fraud;
  const localize = useLocalizeHref();
  return (
    <section id="report-fraud" aria-labelledby="report-fraud-title" className="py-16 sm:py-24">
      <Container>
        <Reveal className="rounded-card bg-accent-soft p-5 sm:p-10 lg:p-12">
          <div className="max-w-2xl">
            <h2 id="report-fraud-title" className="text-3xl font-extrabold sm:text-4xl">
              {heading}
            </h2>
            <p className="mt-4 text-lg">{text}</p>
          </div>
          <ul className="mt-8 grid gap-4 sm:mt-10 md:grid-cols-3 md:gap-6">
            {actions.map(({ kind, icon, label, description }) => (
              <li key={kind} className="flex flex-col rounded-card bg-surface p-5 sm:p-6">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
                  <Icon name={icon} className="size-6" />
                </span>
                <p className="mt-4 flex-1 text-ink-muted">
                  {description}
                  {kind === "call" ? (
                    <span className="mt-1 block font-semibold text-ink">
                      <bdi dir="ltr">{site.emergencyPhone.display}</bdi>
                    </span>
                  ) : null}
                </p>
                <ButtonLink
                  href={localize(actionTargets[kind])}
                  variant={kind === "call" ? "primary" : "secondary"}
                  className="mt-6 self-start"
                >
                  {label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </Reveal>
      </Container>
    </section>
  );
}
