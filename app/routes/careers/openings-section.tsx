import { Icon } from "#app/components/icon.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { Section } from "#app/components/section.tsx";
import { site } from "#app/site.config.ts";
import { useContent } from "#app/lib/i18n/page.ts";

export function OpeningsSection() {
  const { heading, noOpeningsMessage, talentPool } = useContent("careers").openings;
  // The talent pool is an e-mail to the careers address with the subject filled in (D6).
  const talentPoolHref = `mailto:${site.careersEmail}?subject=${encodeURIComponent(talentPool.mailSubject)}`;
  return (
    <Section id="openings" title={heading} linkTarget>
      <Reveal className="mx-auto max-w-3xl rounded-card border border-line bg-surface p-8 text-center shadow-sm sm:p-12 dark:shadow-none">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
          <Icon name="BriefcaseBusiness" className="size-8" />
        </span>
        <p className="mt-6 text-lg font-semibold">{noOpeningsMessage}</p>
        <h3 className="mt-10 text-2xl font-extrabold">{talentPool.heading}</h3>
        <p className="mx-auto mt-3 max-w-xl text-ink-muted">{talentPool.text}</p>
        <ButtonLink href={talentPoolHref} className="mt-8">
          <Icon name="Mail" className="size-5" />
          {talentPool.buttonLabel}
        </ButtonLink>
        <p className="mt-4 text-sm text-ink-muted">
          {talentPool.writeToUs}{" "}
          <a href={`mailto:${site.careersEmail}`} className="font-semibold text-brand underline">
            {site.careersEmail}
          </a>
        </p>
      </Reveal>
    </Section>
  );
}
