import { Container } from "#app/components/container.tsx";
import { FactList } from "#app/components/fact-list.tsx";
import { IconCardSection } from "#app/components/icon-card-section.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { StatBand } from "#app/components/stat-band.tsx";
import type { Route } from "./+types/about";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { AboutHeroArt } from "#app/routes/about/about-hero-art.tsx";
import { PurposeSection } from "#app/routes/about/purpose-section.tsx";
import { StorySection } from "#app/routes/about/story-section.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["about"], "/about");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

export default function About() {
  const about = useContent("about");
  const { hero, companyFacts, values, differentiators, stats } = about;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} art={<AboutHeroArt />}>
        <FactList facts={companyFacts.items} label={companyFacts.heading} />
      </PageHero>
      <StorySection />
      <PurposeSection />
      <IconCardSection id="values" content={values} columns={4} />
      <IconCardSection id="differentiators" content={differentiators} tone="surface" />
      <Container className="py-16 sm:py-24">
        <StatBand stats={stats} label={about.statsLabel} />
      </Container>
    </>
  );
}
