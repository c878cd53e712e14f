import { describe, expect, it, vi } from "vitest";
import { loadChatScript, openChat, type ChatConfig, type ChatHost } from "#app/client/support/chat.ts";
import { supportDom } from "#app/contracts/support.ts";

const unconfigured: ChatConfig = { globalName: "Tawk_API", openMethod: "maximize" };
const configured: ChatConfig = { ...unconfigured, scriptSrc: "https://chat.example/widget.js" };

/** A stand-in for window with just enough of document for the adapter. */
function fakeHost(globals: Record<string, unknown> = {}) {
  const appended: Array<Record<string, unknown>> = [];
  const host = {
    ...globals,
    document: {
      head: { append: (element: Record<string, unknown>) => appended.push(element) },
      createElement: () => {
        const attributes: Record<string, string> = {};
        return { attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
      },
      querySelector: () => (appended.length > 0 ? appended[0] : null),
    },
  } as unknown as ChatHost;
  return { host, appended };
}

describe("loadChatScript (D11)", () => {
  it("loads nothing when no provider script is configured", () => {
    const { host, appended } = fakeHost();
    expect(loadChatScript(unconfigured, host)).toBe(false);
    expect(appended).toEqual([]);
  });

  it("adds the provider's script once, asynchronously", () => {
    const { host, appended } = fakeHost();
    expect(loadChatScript(configured, host)).toBe(true);
    expect(loadChatScript(configured, host)).toBe(true);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({
      src: configured.scriptSrc,
      async: true,
      attributes: { [supportDom.chatProviderAttribute]: "" },
    });
  });
});

function broken(): never {
  throw new Error("widget not ready");
}

describe("openChat", () => {
  it("opens the widget through the provider's global object when it has loaded", () => {
    const maximize = vi.fn<() => void>();
    const { host } = fakeHost({ Tawk_API: { maximize } });
    expect(openChat(configured, host)).toBe(true);
    expect(maximize).toHaveBeenCalledOnce();
  });

  it("says no, so the caller falls back to the form, when the widget is missing, partial or broken", () => {
    for (const globals of [
      {},
      { Tawk_API: {} },
      { Tawk_API: { maximize: "no" } },
      { Tawk_API: { maximize: broken } },
    ]) {
      expect(openChat(configured, fakeHost(globals).host)).toBe(false);
    }
  });
});
