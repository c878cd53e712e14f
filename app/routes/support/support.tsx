import { PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { seo } from "#app/lib/seo.ts";

export function meta() {
  return seo(pageMeta("support"));
}

export default function Page() {
  return <PageHero title="How can we help?" lead={pageMeta("support").description} />;
}
