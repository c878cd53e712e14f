import { describe, expect, it, vi } from "vitest";
import { shareArticle, type ShareDetails } from "#app/client/article/share.ts";

const details: ShareDetails = {
  title: "Cross-Border Payments Explained",
  text: "How money really moves between countries.",
  url: "https://sankofa.example/blog/understanding-cross-border-payments-complete-guide",
};

type Share = (data: ShareDetails) => Promise<void>;

function clipboard(fails = false) {
  return {
    writeText: vi.fn<(text: string) => Promise<void>>(async () =>
      fails ? Promise.reject(new Error("denied")) : undefined,
    ),
  };
}

describe("shareArticle", () => {
  it("opens the share sheet with the title, the excerpt and the address", async () => {
    const share = vi.fn<Share>(async () => undefined);
    const copy = clipboard();
    expect(await shareArticle(details, { share, clipboard: copy })).toBe("shared");
    expect(share).toHaveBeenCalledWith(details);
    expect(copy.writeText).not.toHaveBeenCalled();
  });

  it("does nothing more when the visitor closes the sheet", async () => {
    const share = vi.fn<Share>(async () => Promise.reject(new DOMException("Share canceled", "AbortError")));
    const copy = clipboard();
    expect(await shareArticle(details, { share, clipboard: copy })).toBe("cancelled");
    expect(copy.writeText).not.toHaveBeenCalled();
  });

  it("copies the address without a share sheet, or when the sheet cannot take the data or fails", async () => {
    for (const platform of [
      {},
      { canShare: () => false, share: vi.fn<Share>(async () => undefined) },
      { share: vi.fn<Share>(async () => Promise.reject(new DOMException("Not allowed", "NotAllowedError"))) },
    ]) {
      const copy = clipboard();
      expect(await shareArticle(details, { ...platform, clipboard: copy })).toBe("copied");
      expect(copy.writeText).toHaveBeenCalledWith(details.url);
    }
  });

  it("reports a failure when the address cannot be copied either", async () => {
    expect(await shareArticle(details, { clipboard: clipboard(true) })).toBe("failed");
    expect(await shareArticle(details, {})).toBe("failed");
  });
});
