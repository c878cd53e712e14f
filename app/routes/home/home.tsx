import { PageHero } from "#app/components/page-hero.tsx";
import { home } from "#app/content/home.ts";
import { pageMeta } from "#app/content/pages.ts";
import { seo } from "#app/lib/seo.ts";
import { organizationStructuredData, structuredData } from "#app/lib/structured-data.ts";

export function meta() {
  return [...seo(pageMeta("home")), structuredData(organizationStructuredData())];
}

export default function Home() {
  return <PageHero title={home.hero.title} lead={home.hero.lead} />;
}
