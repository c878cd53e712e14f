import { describe, expect, it } from "vitest";
import { faqCategories } from "#app/content/faq.ts";
import { articlePath } from "#app/lib/articles.ts";
import {
  blogPostingStructuredData,
  breadcrumbListStructuredData,
  faqPageStructuredData,
  organizationStructuredData,
  structuredData,
} from "#app/lib/structured-data.ts";
import { readArticles } from "#scripts/lib/article-files.ts";

const absolute = /^https:\/\/sankofa\.example\//;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

describe("structuredData", () => {
  it("renders as JSON-LD in the head, with the schema.org context", () => {
    const descriptor = structuredData({ "@type": "Thing", name: "x" });
    expect(descriptor).toEqual({ "script:ld+json": { "@context": "https://schema.org", "@type": "Thing", name: "x" } });
  });
});

describe("Organization (home page)", () => {
  const organization = organizationStructuredData();

  it("names the bank from the site configuration, with absolute addresses", () => {
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Sankofa",
      legalName: "Sankofa Digital Bank",
      url: "https://sankofa.example/",
      email: "hello@sankofa.example",
      telephone: "+12025550142",
    });
    expect(organization.logo).toMatch(absolute);
    expect(organization["@id"]).toBe("https://sankofa.example/#organization");
    expect(organization.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
    expect(organization.contactPoint).toMatchObject({ "@type": "ContactPoint", contactType: "customer support" });
  });
});

describe("BlogPosting and BreadcrumbList (articles)", async () => {
  const [article] = await readArticles();
  const posting = blogPostingStructuredData({
    ...article!,
    path: articlePath(article!.slug),
    image: "/social/guide.png",
  });

  it("has what search engines need: headline, image, dates, author and publisher", () => {
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: article!.title,
      description: article!.excerpt,
      url: `https://sankofa.example/blog/${article!.slug}`,
      mainEntityOfPage: `https://sankofa.example/blog/${article!.slug}`,
      image: "https://sankofa.example/social/guide.png",
      datePublished: "2024-01-15",
      author: { "@type": "Person", name: "Adaeze Okonkwo", jobTitle: "Head of Financial Education" },
      publisher: { "@type": "Organization", name: "Sankofa", url: "https://sankofa.example/" },
      articleSection: "Financial Education",
      wordCount: article!.wordCount,
    });
    expect(String(posting.headline).length).toBeLessThanOrEqual(110);
    expect(posting.dateModified).toMatch(isoDate);
    expect((posting.publisher as { logo: string }).logo).toMatch(absolute);
  });

  it("lists the trail in order, each crumb with its absolute address", () => {
    const breadcrumbs = breadcrumbListStructuredData([
      { name: "Home", path: "/" },
      { name: "Resources", path: "/resources" },
      { name: article!.title, path: `/blog/${article!.slug}` },
    ]);
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://sankofa.example/" },
      { "@type": "ListItem", position: 2, name: "Resources", item: "https://sankofa.example/resources" },
      { "@type": "ListItem", position: 3, name: article!.title, item: posting.url },
    ]);
  });
});

describe("FAQPage (support page)", () => {
  const faq = faqPageStructuredData(faqCategories);
  const entries = faqCategories.flatMap((category) => category.entries);

  it("has every question of the FAQ module with its answer", () => {
    const questions = faq.mainEntity as Array<{
      "@type": string;
      name: string;
      acceptedAnswer: { "@type": string; text: string };
    }>;
    expect(faq["@type"]).toBe("FAQPage");
    expect(questions).toHaveLength(entries.length);
    questions.forEach((question, index) => {
      expect(question["@type"]).toBe("Question");
      expect(question.name).toBe(entries[index]!.question);
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text).toBe(entries[index]!.answer.join("\n\n"));
    });
  });
});
