/** The Support page's script (docs/decisions/011), on HTML that already works without it. */
import { loadChatScript, openChat } from "#app/client/support/chat.ts";
import { chatConfig } from "#app/site.config.ts";
import { enhanceContactForm } from "#app/client/support/contact-form.ts";
import { enhanceFaq } from "#app/client/support/faq.ts";
import { contactFormDom, supportDom } from "#app/contracts/support.ts";
import { replayTaps } from "#app/client/taps.ts";
import { tapOwners } from "#app/contracts/taps.ts";

const faq = document.getElementById(supportDom.faq);
if (faq) enhanceFaq(faq);
replayTaps(tapOwners.support);

const form = document.getElementById(contactFormDom.form);
if (form instanceof HTMLFormElement) enhanceContactForm(form);

// Live chat and the AI assistant open the chat widget when it has loaded; otherwise their link
// goes to the contact form, and the first field gets the cursor, ready to type (D11).
for (const link of document.querySelectorAll(`[${supportDom.chatLinkAttribute}]`)) {
  link.addEventListener("click", (event) => {
    if (openChat(chatConfig)) {
      event.preventDefault();
      return;
    }
    requestAnimationFrame(() => document.getElementById(contactFormDom.field("name"))?.focus({ preventScroll: true }));
  });
}

// A configured chat provider loads only once the page is idle, never competing with it.
if ("requestIdleCallback" in window) requestIdleCallback(() => loadChatScript(chatConfig), { timeout: 3000 });
else setTimeout(() => loadChatScript(chatConfig), 0);
