/** The chat provider is configuration (site.chat); with none, no third-party code loads and callers fall back (D11). */
import type { SiteConfig } from "#app/site.config.ts";
import { supportDom } from "#app/contracts/support.ts";

export type ChatConfig = SiteConfig["chat"];

/** The parts of `window` the adapter uses (a stand-in in tests). */
export type ChatHost = {
  document: Pick<Document, "createElement" | "head" | "querySelector">;
  [globalName: string]: unknown;
};

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

/** False means: use the fallback. */
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
