import { FactList } from "#app/components/fact-list.tsx";
import { IconCardSection } from "#app/components/icon-card-section.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { JumpLink } from "#app/components/jump-link.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import type { Route } from "./+types/careers";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { OpeningsSection } from "#app/routes/careers/openings-section.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["careers"], "/careers");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

export default function Careers() {
  const careers = useContent("careers");
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
