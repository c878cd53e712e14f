import { PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { seo } from "#app/lib/seo.ts";

export function meta() {
  return seo(pageMeta("resources"));
}

export default function Page() {
  return <PageHero title="Resources" lead={pageMeta("resources").description} />;
}
