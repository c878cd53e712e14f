import type { ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "#app/components/button-link.tsx";
import { contactFormDom, supportDom } from "#app/contracts/support.ts";

type ChatLinkProps = { children: ReactNode; variant?: ButtonVariant; className?: string };

/**
 * Live chat and the AI assistant (D11): a link to the contact form, so it leads somewhere before
 * and without JavaScript. support-script.ts opens the chat widget instead when one has loaded.
 */
export function ChatLink({ children, variant = "primary", className }: ChatLinkProps) {
  return (
    <a
      href={`#${contactFormDom.section}`}
      {...{ [supportDom.chatLinkAttribute]: "" }}
      className={buttonClass(variant, className)}
    >
      {children}
    </a>
  );
}
