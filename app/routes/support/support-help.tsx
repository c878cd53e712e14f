import type { ReactNode } from "react";
import { Icon, type IconName } from "#app/components/icon.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";
import type { SupportContent } from "#app/content/support.ts";
import { site } from "#app/site.config.ts";
import { ChatLink } from "#app/routes/support/chat-link.tsx";

type HelpCardProps = { icon: IconName; title: string; children: ReactNode; tone?: "plain" | "urgent" };

function HelpCard({ icon, title, children, tone = "plain" }: HelpCardProps) {
  const toneClass = tone === "urgent" ? "border-accent bg-accent-soft" : "border-line bg-bg";
  return (
    <div data-reveal="" className={`rounded-card border p-6 shadow-sm dark:shadow-none ${toneClass}`}>
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
          <Icon name={icon} className="size-5" />
        </span>
        <h3 className="text-xl font-bold">{title}</h3>
      </div>
      <div className="mt-4 space-y-4">{children}</div>
    </div>
  );
}

/** One term of the contact list: a <div> may group a <dt> and its <dd>, and nothing deeper. */
function ContactDetail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        <Icon name={icon} className="size-4 shrink-0 text-brand" />
        {label}
      </dt>
      <dd className="ps-6 text-ink">{children}</dd>
    </div>
  );
}

const linkClass = "font-semibold text-brand underline-offset-4 hover:underline break-words";

/** The side cards: how to reach support, the AI assistant and the emergency line (D6, D11). */
export function SupportHelp({ help }: { help: SupportContent["help"] }) {
  const { contact, assistant, emergency } = help;
  return (
    <aside aria-labelledby="help-title" className="space-y-6">
      <h2 id="help-title" className="text-2xl font-extrabold">
        {help.title}
      </h2>
      <HelpCard icon="Headset" title={contact.title}>
        <dl className="space-y-4">
          <ContactDetail icon="Clock" label={contact.hours.label}>
            {contact.hours.value}
          </ContactDetail>
          <ContactDetail icon="Phone" label={contact.phoneLabel}>
            <a href={`tel:${site.phone.e164}`} className={linkClass}>
              <bdi dir="ltr">{site.phone.display}</bdi>
            </a>
          </ContactDetail>
          <ContactDetail icon="Mail" label={contact.email.label}>
            <a href={`mailto:${site.email}`} className={linkClass}>
              {site.email}
            </a>
            <span className="block text-sm text-ink-muted">{contact.email.responseTime}</span>
          </ContactDetail>
          <ContactDetail icon="Languages" label={contact.languages.label}>
            {contact.languages.list.join(", ")}
          </ContactDetail>
        </dl>
      </HelpCard>
      <HelpCard icon="Bot" title={assistant.title}>
        <p className="text-ink-muted">{assistant.text}</p>
        <ChatLink variant="secondary" className="w-full">
          {assistant.action}
        </ChatLink>
      </HelpCard>
      <HelpCard icon="Siren" title={emergency.title} tone="urgent">
        <p className="text-ink">{emergency.text}</p>
        <ButtonLink href={`tel:${site.emergencyPhone.e164}`} variant="primary" className="w-full">
          <Icon name="Phone" className="size-5" />
          {emergency.action}
        </ButtonLink>
        <p className="text-center text-sm font-semibold text-ink">
          <bdi dir="ltr">{site.emergencyPhone.display}</bdi>
        </p>
      </HelpCard>
    </aside>
  );
}
