/**
 * Schema.org structured data (JSON-LD) for search engines. Each builder returns plain data; a
 * route adds it to its `meta` with `structuredData(...)`, and React Router renders it in the head
 * as <script type="application/ld+json"> (escaped; the server hashes it into the CSP like any
 * inline script). Every address is absolute and built from SITE_URL.
 *
 * - home page: `organizationStructuredData()`
 * - articles: `blogPostingStructuredData()` and `breadcrumbListStructuredData()`
 * - support page: `faqPageStructuredData(faqCategories)`
 */
import type { MetaDescriptor } from "react-router";
import type { FaqCategories } from "#app/content/faq.ts";
import { logoPath } from "#app/lib/generated-images.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { site } from "#app/site.config.ts";

/** A schema.org node: its type and properties. */
export type StructuredData = { "@type": string; [property: string]: unknown };

/** The meta descriptor that renders `data` as a JSON-LD script in the document head. */
export function structuredData(data: StructuredData): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/** The bank as an organisation, as named in app/site.config.ts (never a real licence or regulator). */
export function organizationStructuredData(description = site.tagline): StructuredData {
  return {
    ...publisher(),
    "@id": `${absoluteUrl("/")}#organization`,
    legalName: site.legalName,
    description,
    email: site.email,
    telephone: site.phone.e164,
    sameAs: site.social.map((profile) => profile.url),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: site.email,
      telephone: site.phone.e164,
    },
  };
}

function publisher(): StructuredData {
  return { "@type": "Organization", name: site.name, url: absoluteUrl("/"), logo: absoluteUrl(logoPath) };
}

export type BlogPostingInput = {
  /** The article's own site path (its canonical). */
  path: string;
  title: string;
  excerpt: string;
  category: string;
  publishedDate: string;
  tags: readonly string[];
  wordCount: number;
  author: { name: string; title: string };
  /** Site path or address of the article's image (its social card). */
  image: string;
  /** The language code of the page; English unless given. */
  language?: string;
};

export function blogPostingStructuredData(article: BlogPostingInput): StructuredData {
  const url = absoluteUrl(article.path);
  return {
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(article.image),
    datePublished: article.publishedDate,
    // The articles carry no revision date: each stands as first published.
    dateModified: article.publishedDate,
    author: { "@type": "Person", name: article.author.name, jobTitle: article.author.title },
    publisher: publisher(),
    articleSection: article.category,
    keywords: article.tags.join(", "),
    wordCount: article.wordCount,
    inLanguage: article.language ?? "en",
  };
}

/** The trail from the home page to the page itself, which comes last. */
export function breadcrumbListStructuredData(trail: ReadonlyArray<{ name: string; path: string }>): StructuredData {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Every question of the support page's FAQ with its answer (paragraphs joined by blank lines). */
export function faqPageStructuredData(categories: FaqCategories, language = "en"): StructuredData {
  return {
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: categories.flatMap((category) =>
      category.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer.join("\n\n") },
      })),
    ),
  };
}
