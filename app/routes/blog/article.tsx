import type { Route } from "./+types/article";
import { PageHero } from "#app/components/page-hero.tsx";
import { seo } from "#app/lib/seo.ts";

export function loader({ params }: Route.LoaderArgs) {
  return { slug: params.slug };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seo({
    title: "Article",
    description: "A Sankofa money guide for Africans at home and abroad. The full article page is being finished.",
    path: `/blog/${loaderData.slug}`,
  });
}

export default function Article() {
  return <PageHero title="Article" lead="This article page is coming soon." />;
}
