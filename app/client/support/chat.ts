/**
 * The live-chat adapter. The provider is configuration (site.chat in app/site.config.ts): the
 * address of its script, the global object the script defines and the method that opens the chat
 * window. With no script configured, no third-party code is ever loaded, and callers fall back to
 * the contact form (D11).
 */
import type { SiteConfig } from "#app/site.config.ts";
import { supportDom } from "#app/contracts/support.ts";

export type ChatConfig = SiteConfig["chat"];

/** The parts of `window` the adapter uses, so tests can pass a stand-in. */
export type ChatHost = {
  document: Pick<Document, "createElement" | "head" | "querySelector">;
  [globalName: string]: unknown;
};

/**
 * Adds the provider's script once, asynchronously. Call it when the page is interactive (after
 * hydration), so the widget never competes with the page for the network or the main thread.
 */
export function loadChatScript(config: ChatConfig, host: ChatHost = window as unknown as ChatHost): boolean {
  const { scriptSrc } = config;
  if (!scriptSrc) return false;
  if (host.document.querySelector(`script[${supportDom.chatProviderAttribute}]`)) return true;
  const script = host.document.createElement("script");
  script.src = scriptSrc;
  script.async = true;
  script.setAttribute(supportDom.chatProviderAttribute, "");
  host.document.head.append(script);
  return true;
}

/** Opens the chat window if the provider's script has loaded; false means: use the fallback. */
export function openChat(config: ChatConfig, host: ChatHost = window as unknown as ChatHost): boolean {
  const provider = host[config.globalName] as Record<string, unknown> | undefined;
  const open = provider?.[config.openMethod];
  if (typeof open !== "function") return false;
  try {
    open.call(provider);
    return true;
  } catch {
    // A widget that throws is as good as no widget: the visitor still gets the contact form.
    return false;
  }
}
