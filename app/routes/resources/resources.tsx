import { Icon } from "#app/components/icon.tsx";
import type { Route } from "./+types/resources";
import { ArticleCard } from "#app/components/article-card.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { featuredArticle, summarize } from "#app/lib/articles.server.ts";
import { pageContentWithMeta, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { getArticles } from "#app/lib/site-articles.server.ts";

/** Runs at build time only: the listing derives from the article files, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const articles = await getArticles(pageLanguage(request).code);
  const featured = featuredArticle(articles);
  return {
    ...pageContentWithMeta(request, ["resources"], "/resources"),
    featured: summarize(featured),
    others: articles.filter((article) => article !== featured).map(summarize),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

/**
 * Card widths that fill every row of the listing, whatever the number of cards: in two columns an
 * odd count makes the first card full width; in three (six tracks), the first cards take half a row
 * until what is left divides by three (5 cards: 2 + 3, 4: 2 + 2, 7: 2 + 2 + 3).
 */
function cardSpan(index: number, count: number): string {
  const halfWidth = [0, 4, 2][count % 3] ?? 0;
  const wide = index === 0 && count % 2 === 1 ? "sm:max-lg:col-span-2" : "";
  return `${index < halfWidth ? "lg:col-span-3" : "lg:col-span-2"} ${wide}`.trim();
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { featured, others } = loaderData;
  const resources = useContent("resources");
  const { listing } = resources;
  return (
    <>
      <PageHero
        title={listing.title}
        lead={loaderData.meta.description}
        art={<Illustration name="resources-hero" alt="" width={560} height={420} />}
      />

      <Section id="featured" title={listing.featuredHeading} align="start">
        <ArticleCard article={featured} layout="banner" readTimeTemplate={resources.article.readTime} />
      </Section>

      <Section id="latest" title={listing.latestHeading} tone="surface" align="start">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {others.map((article, index) => (
            <li key={article.slug} className={cardSpan(index, others.length)}>
              <ArticleCard article={article} readTimeTemplate={resources.article.readTime} />
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
