import type { ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "#app/components/button-link.tsx";
import { contactFormDom, supportDom } from "#app/contracts/support.ts";

type ChatLinkProps = { children: ReactNode; variant?: ButtonVariant; className?: string };

/** D11: a link to the contact form, so it leads somewhere without JavaScript; the script may open the chat instead. */
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
