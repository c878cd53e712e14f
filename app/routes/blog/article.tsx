import { Icon } from "#app/components/icon.tsx";
import type { Route } from "./+types/article";
import articleScriptUrl from "#app/client/article/article-script.ts?worker&url";
import { ArticleCard } from "#app/components/article-card.tsx";
import { ArticleCover } from "#app/components/article-cover.tsx";
import { Container } from "#app/components/container.tsx";
import { socialCardPath } from "#app/lib/generated-images.ts";
import { articlePath, readTimeLabel } from "#app/lib/articles.ts";
import { featuredArticle, relatedArticles, summarize } from "#app/lib/articles.server.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import { pageContent, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { dateLocale, localizeHref, numberLocale } from "#app/lib/i18n/language.ts";
import { useContent, useLanguage } from "#app/lib/i18n/page.ts";
import { absoluteUrl, layoutOf, seo } from "#app/lib/seo.ts";
import { getArticles } from "#app/lib/site-articles.server.ts";
import { blogPostingStructuredData, breadcrumbListStructuredData, structuredData } from "#app/lib/structured-data.ts";
import { site } from "#app/site.config.ts";
import { AuthorBox } from "#app/routes/blog/author-box.tsx";
import { ShareButton } from "#app/routes/blog/share-button.tsx";
import { TableOfContents } from "#app/routes/blog/table-of-contents.tsx";
import { AfterPaint } from "#app/components/after-paint.tsx";
import { articleDom } from "#app/contracts/article.ts";

type Crumb = { name: string; path: string };

function breadcrumbOf(copy: { breadcrumb: ReadonlyArray<{ label: string; href: string }> }): Crumb[] {
  return copy.breadcrumb.map(({ label, href }) => ({ name: label, path: href }));
}

/**
 * Build time only: the page ships as HTML, with no Markdown parser and no React. An unknown slug
 * shows the featured article under that article's canonical, noindex (D5).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const articles = await getArticles(pageLanguage(request).code);
  const requested = articles.find((article) => article.slug === params.slug);
  const article = requested ?? featuredArticle(articles);
  const { html, headings, tags, author, wordCount } = article;
  return {
    ...pageContent(request, ["resources"]),
    article: { ...summarize(article), html, headings, tags, author, wordCount },
    related: relatedArticles(article, articles).map(summarize),
    isUnknownSlug: !requested,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { article, isUnknownSlug } = loaderData;
  const copy = loaderData.content.resources.article;
  const layout = layoutOf(matches);
  const code = layout?.language.code ?? "en";
  // The trail's addresses are already in the page's language; the article's own is made so here.
  const breadcrumb = breadcrumbOf(copy);
  const image = socialCardPath(article.slug);
  return [
    ...seo({
      title: `${article.title} | ${site.name} Blog`,
      description: article.excerpt,
      path: articlePath(article.slug),
      layout,
      keywords: [...article.tags, article.category, ...copy.keywords],
      image,
      imageAlt: article.title,
      type: "article",
      article: { publishedTime: article.publishedDate, tags: article.tags, author: article.author.name },
      noindex: isUnknownSlug,
    }),
    structuredData(
      blogPostingStructuredData({
        ...article,
        path: localizeHref(articlePath(article.slug), code),
        image,
        language: code,
      }),
    ),
    structuredData(
      breadcrumbListStructuredData([
        ...breadcrumb,
        { name: article.title, path: localizeHref(articlePath(article.slug), code) },
      ]),
    ),
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, related } = loaderData;
  const copy = useContent("resources").article;
  const breadcrumb = breadcrumbOf(copy);
  const language = useLanguage();
  return (
    <Container className="py-10 sm:py-14">
      <nav aria-label={copy.breadcrumbLabel}>
        <ol className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {breadcrumb.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {index < breadcrumb.length - 1 ? (
                <>
                  <a href={crumb.path} className="font-semibold text-brand">
                    {crumb.name}
                  </a>
                  <span aria-hidden="true">›</span>
                </>
              ) : (
                <span aria-current="page">{crumb.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <article
        className="mt-8"
        {...{
          [articleDom.shareTitle]: article.title,
          [articleDom.shareText]: article.excerpt,
          [articleDom.shareUrl]: absoluteUrl(localizeHref(articlePath(article.slug), language.code)),
          [articleDom.shareCopied]: copy.shareMessages.copied,
          [articleDom.shareFailed]: copy.shareMessages.failed,
        }}
      >
        <header className="grid grid-cols-1 items-center gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <div>
            <p className="text-sm font-bold tracking-wider text-brand uppercase">{article.category}</p>
            <h1 className="mt-3 text-4xl font-extrabold sm:text-5xl">{article.title}</h1>
            <p className="mt-5 flex flex-wrap gap-x-3 gap-y-1 text-ink-muted">
              <span>
                {copy.byline} <span className="font-semibold text-ink">{article.author.name}</span>
              </span>
              <span aria-hidden="true">·</span>
              <time dateTime={article.publishedDate}>
                {formatLongDate(article.publishedDate, dateLocale(language))}
              </time>
              <span aria-hidden="true">·</span>
              <span>{readTimeLabel(article.readTime, copy.readTime, numberLocale(language))}</span>
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              {/* A link without a button's padding, so its arrow lines up with the text above it. */}
              <a
                href={copy.back.href}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand no-underline"
              >
                <Icon name="ArrowLeft" className="size-5" />
                {copy.back.label}
              </a>
              <ShareButton label={copy.share} />
            </div>
          </div>
          <ArticleCover slug={article.slug} className="rounded-card" />
        </header>

        <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
            <TableOfContents title={copy.tableOfContents} headings={article.headings} />
            <div className="mt-6 max-lg:hidden">
              <ShareButton label={copy.share} />
            </div>
          </aside>
          <div className="lg:col-start-1 lg:row-start-1">
            <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
            <div className="mt-10 flex flex-wrap items-center gap-2">
              <h2 id="tags-title" className="me-1 text-sm font-bold tracking-wider text-ink-muted uppercase">
                {copy.tags}
              </h2>
              <ul aria-labelledby="tags-title" className="flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
            <AuthorBox title={copy.aboutTheAuthor} author={article.author} />
          </div>
        </div>
      </article>

      <section aria-labelledby="related-title" className="mt-16 border-t border-line pt-12">
        <h2 id="related-title" className="text-3xl font-extrabold">
          {copy.related}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((summary) => (
            <li key={summary.slug}>
              <ArticleCard article={summary} readTimeTemplate={copy.readTime} readMoreLabel={copy.readMore} />
            </li>
          ))}
        </ul>
      </section>
      <AfterPaint>
        <script src={articleScriptUrl} />
      </AfterPaint>
    </Container>
  );
}
