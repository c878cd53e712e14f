/**
 * Schema.org JSON-LD: a route adds a builder's data to its `meta` with `structuredData(...)`, and
 * the server hashes the script into the CSP like any inline script.
 */
import type { MetaDescriptor } from "react-router";
import type { FaqCategories } from "#app/content/faq.ts";
import { logoPath } from "#app/lib/generated-images.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { site } from "#app/site.config.ts";

export type StructuredData = { "@type": string; [property: string]: unknown };

export function structuredData(data: StructuredData): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/** Claims no licence or regulator (docs/spec/decisions.md). */
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
  path: string;
  title: string;
  excerpt: string;
  category: string;
  publishedDate: string;
  tags: readonly string[];
  wordCount: number;
  author: { name: string; title: string };
  image: string;
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
