import { IconCardSection } from "#app/components/icon-card-section.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { JumpLink } from "#app/components/jump-link.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import type { Route } from "./+types/security";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { FraudReportingSection } from "#app/routes/security/fraud-reporting-section.tsx";
import { ScamsSection } from "#app/routes/security/scams-section.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["security"], "/security");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

export default function Security() {
  const { hero, features, safetyTips } = useContent("security");
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        art={<Illustration name="security-shield" alt="" width={560} height={420} />}
      >
        <JumpLink to="features">{hero.buttonLabel}</JumpLink>
      </PageHero>
      <IconCardSection id="features" content={features} columns={4} linkTarget />
      <IconCardSection id="safety-tips" content={safetyTips} />
      <ScamsSection />
      <FraudReportingSection />
    </>
  );
}
