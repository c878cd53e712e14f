import { ArticleCover } from "#app/components/article-cover.tsx";
import { articlePath, readTimeLabel, type ArticleSummary } from "#app/lib/articles.ts";
import { formatLongDate } from "#app/lib/dates.ts";
import { dateLocale, numberLocale } from "#app/lib/i18n/language.ts";
import { useLanguage, useLocalizeHref } from "#app/lib/i18n/page.ts";

type ArticleCardProps = {
  article: ArticleSummary;
  /** "banner": the wide card of the featured article, picture beside the text on wider screens. */
  layout?: "card" | "banner";
  /** "{minutes} min read", in the page's language. */
  readTimeTemplate: string;
  /** Related-article cards end with a Read More link (spec section 2): its label. */
  readMoreLabel?: string;
};

const layouts = {
  card: {
    article: "flex flex-col",
    cover: "",
    text: "flex-1 p-6",
    title: "text-xl font-bold",
  },
  banner: {
    article: "grid md:grid-cols-2",
    // Beside the text, the picture fills its half; the cover's subject stays whole at any shape.
    cover: "md:aspect-auto md:h-full",
    text: "justify-center p-6 sm:p-10",
    title: "text-2xl font-extrabold sm:text-3xl",
  },
};

export function ArticleCard({ article, layout = "card", readTimeTemplate, readMoreLabel }: ArticleCardProps) {
  const href = useLocalizeHref()(articlePath(article.slug));
  const language = useLanguage();
  const classes = layouts[layout];
  return (
    <article
      className={`relative h-full overflow-hidden rounded-card border border-line bg-surface shadow-sm dark:shadow-none ${classes.article}`}
    >
      <ArticleCover slug={article.slug} className={classes.cover} />
      <div className={`flex flex-col ${classes.text}`}>
        <p className="text-sm font-bold tracking-wider text-brand uppercase">{article.category}</p>
        <h3 className={`mt-2 ${classes.title}`}>
          {/* The title's link covers the card, so the picture and the text are one target. */}
          <a href={href} className="no-underline after:absolute after:inset-0 hover:text-brand">
            {article.title}
          </a>
        </h3>
        <p className="mt-3 text-ink-muted">{article.excerpt}</p>
        <p className="mt-auto pt-4 text-sm text-ink-muted">
          <time dateTime={article.publishedDate}>{formatLongDate(article.publishedDate, dateLocale(language))}</time> ·{" "}
          {readTimeLabel(article.readTime, readTimeTemplate, numberLocale(language))}
        </p>
        {readMoreLabel ? (
          <a href={href} className="relative mt-4 self-start font-semibold text-brand underline">
            {readMoreLabel}
            <span className="sr-only">: {article.title}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}
