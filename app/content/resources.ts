/** The words around the articles and legal documents, which are Markdown beside this file. */
import type { ResourcesContent } from "#app/content/resources.schema.ts";

export const resources: ResourcesContent = {
  listing: {
    title: "Resources",
    featuredHeading: "Featured Article",
    latestHeading: "Latest Articles",
    viewAll: { label: "View All Posts", href: "/blog" },
  },
  article: {
    breadcrumbLabel: "Breadcrumb",
    breadcrumb: [
      { label: "Home", href: "/" },
      { label: "Resources", href: "/resources" },
      { label: "Blog", href: "/blog" },
    ],
    byline: "By",
    back: { label: "Back to Resources", href: "/resources" },
    share: "Share Article",
    tags: "Tags",
    tableOfContents: "Table of Contents",
    aboutTheAuthor: "About the Author",
    related: "Related Articles",
    readMore: "Read More",
    readTime: "{minutes} min read",
    keywords: ["Sankofa blog", "financial education"],
    shareMessages: { copied: "Link copied", failed: "Could not copy the link: copy it from the address bar." },
  },
  legal: {
    eyebrow: "Legal",
    lastUpdated: "Last updated:",
    keywords: ["Sankofa legal", "Nigeria"],
    englishPrevails: "This is a translation for your convenience. The {link} is the one that applies.",
    englishVersion: "English version",
  },
};
