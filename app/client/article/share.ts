export type ShareDetails = { title: string; text: string; url: string };

export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

/** The parts of `navigator` sharing uses (a stub in tests). */
export type SharePlatform = {
  share?: (data: ShareDetails) => Promise<void>;
  canShare?: (data: ShareDetails) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/** The share sheet if any (spec section 7), else the clipboard; a visitor who closes the sheet has not failed. */
export async function shareArticle(details: ShareDetails, platform: SharePlatform): Promise<ShareOutcome> {
  if (platform.share && (platform.canShare?.(details) ?? true)) {
    try {
      await platform.share(details);
      return "shared";
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    if (!platform.clipboard) return "failed";
    await platform.clipboard.writeText(details.url);
    return "copied";
  } catch {
    return "failed";
  }
}
