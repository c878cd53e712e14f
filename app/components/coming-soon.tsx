import type { ReactNode } from "react";
import { Icon } from "#app/components/icon.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";

type ComingSoonProps = {
  title: string;
  message: ReactNode;
  /** Links onward; the last is the main one, any before it are secondary. */
  actions: readonly { label: string; href: string }[];
  /** What the page already offers while it is being built (D17), under the links. */
  children?: ReactNode;
};

/** The shared look of pages that are not open yet: placeholders and the login page. */
export function ComingSoon({ title, message, actions, children }: ComingSoonProps) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <span className="mb-6 grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
        <Icon name="Construction" className="size-8" />
      </span>
      <h1 className="text-4xl font-extrabold sm:text-5xl">{title}</h1>
      <div className="mt-4 max-w-xl text-lg text-ink-muted">{message}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions.map((action, index) => (
          <ButtonLink
            key={action.href}
            href={action.href}
            variant={index < actions.length - 1 ? "secondary" : "primary"}
          >
            {action.label}
          </ButtonLink>
        ))}
      </div>
      {children}
    </Container>
  );
}
