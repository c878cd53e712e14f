/** The spec's article table (site-spec.md section 3), dates in long US form: the oracle for the article tests. */
export type SpecArticle = { slug: string; category: string; readTime: string; date: string };

export const specArticles: SpecArticle[] = [
  {
    slug: "understanding-cross-border-payments-complete-guide",
    category: "Financial Education",
    readTime: "8 min read",
    date: "January 15, 2024",
  },
  {
    slug: "smart-savings-strategies-african-millennials",
    category: "Personal Finance",
    readTime: "6 min read",
    date: "January 12, 2024",
  },
  {
    slug: "sme-growth-africa-financing-expansion",
    category: "Business Banking",
    readTime: "10 min read",
    date: "January 10, 2024",
  },
  {
    slug: "digital-banking-security-protecting-data",
    category: "Security",
    readTime: "7 min read",
    date: "January 8, 2024",
  },
  {
    slug: "future-remittances-technology-transforming-transfers",
    category: "Technology",
    readTime: "9 min read",
    date: "January 5, 2024",
  },
  {
    slug: "currency-exchange-strategies-diaspora-communities",
    category: "Diaspora Banking",
    readTime: "5 min read",
    date: "January 3, 2024",
  },
];

/** The featured article, and the one an unknown slug shows (D5). */
export const guide = specArticles[0]!;

export const siteUrl = "https://sankofa.example";
