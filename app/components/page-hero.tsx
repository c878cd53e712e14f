import type { ReactNode } from "react";
import { Container } from "#app/components/container.tsx";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  art?: ReactNode;
};

/** The opening band of a page: its one h1, a lead and optional actions. */
export function PageHero({ eyebrow, title, lead, children, art }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="border-b border-line bg-surface">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          {eyebrow ? <p className="mb-3 text-sm font-bold tracking-wider text-brand uppercase">{eyebrow}</p> : null}
          <h1 id="page-title" className="text-4xl font-extrabold sm:text-5xl">
            {title}
          </h1>
          {lead ? <div className="mt-5 max-w-2xl text-lg text-ink-muted">{lead}</div> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {art ? <div className="hidden justify-center lg:flex">{art}</div> : null}
      </Container>
    </section>
  );
}
