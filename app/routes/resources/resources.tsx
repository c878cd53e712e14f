import { Icon } from "#app/components/icon.tsx";
import type { Route } from "./+types/resources";
import { ArticleCard } from "#app/components/article-card.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { resources } from "#app/content/resources.ts";
import { featuredArticle, summarize } from "#app/lib/articles.server.ts";
import { seo } from "#app/lib/seo.ts";
import { getArticles } from "#app/lib/site-articles.server.ts";

/** Runs at build time only: the listing derives from the article files, newest first. */
export async function loader() {
  const articles = await getArticles();
  const featured = featuredArticle(articles);
  return {
    featured: summarize(featured),
    others: articles.filter((article) => article !== featured).map(summarize),
  };
}

export function meta() {
  return seo(pageMeta("/resources"));
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { featured, others } = loaderData;
  const { listing } = resources;
  return (
    <>
      <PageHero
        title={listing.title}
        lead={pageMeta("/resources").description}
        art={<Illustration name="resources-hero" alt="" width={560} height={420} />}
      />

      <Section id="featured" title={listing.featuredHeading} align="start">
        <ArticleCard article={featured} layout="banner" />
      </Section>

      <Section id="latest" title={listing.latestHeading} tone="surface" align="start">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink href={listing.viewAll.href} variant="secondary">
            {listing.viewAll.label}
            <Icon name="ArrowRight" className="size-5" />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
