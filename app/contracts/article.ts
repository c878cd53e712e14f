/** The article page's hooks (docs/decisions/003, 011): its markup renders them, the article script reads them. */
export const articleDom = {
  shareButton: "data-share-button",
  shareStatus: "data-share-status",
  shareTitle: "data-share-title",
  shareText: "data-share-text",
  shareUrl: "data-share-url",
  shareCopied: "data-share-copied",
  shareFailed: "data-share-failed",
  tableOfContents: "data-table-of-contents",
} as const;

/** The table of contents marks the section being read. */
export const articleScriptStates = ["aria-current"] as const;
