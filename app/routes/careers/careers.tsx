import { FactList } from "#app/components/fact-list.tsx";
import { IconCardSection } from "#app/components/icon-card-section.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { JumpLink } from "#app/components/jump-link.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { careers } from "#app/content/careers.ts";
import { pageMeta } from "#app/content/pages.ts";
import { seo } from "#app/lib/seo.ts";
import { OpeningsSection } from "#app/routes/careers/openings-section.tsx";

export function meta() {
  return seo(pageMeta("/careers"));
}

export default function Careers() {
  const { hero, stats, values, benefits } = careers;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        art={<Illustration name="careers-team" alt="" width={560} height={420} />}
      >
        <JumpLink to="openings">{hero.buttonLabel}</JumpLink>
        <div className="mt-4 w-full">
          <FactList facts={stats} label={careers.statsLabel} />
        </div>
      </PageHero>
      <IconCardSection id="values" content={values} columns={4} />
      <IconCardSection id="benefits" content={benefits} tone="surface" />
      <OpeningsSection />
    </>
  );
}
