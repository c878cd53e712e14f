/**
 * The words around the articles and legal documents: the Resources listing, the article page and
 * the legal pages. The articles and documents themselves are Markdown beside this file.
 */
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
  },
  legal: { eyebrow: "Legal", lastUpdated: "Last updated:" },
};
