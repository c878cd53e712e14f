import type { ReactNode } from "react";
import { Container } from "#app/components/container.tsx";
import { Reveal } from "#app/components/reveal.tsx";

type SectionProps = {
  /** Id of the section; its heading gets `${id}-title` and labels the region. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "surface";
  /** Centre the heading block (default) or align it left. */
  align?: "center" | "start";
  /**
   * The section is where an in-page link (`href="#id"`) leads: it takes focus on arrival, so the
   * next Tab continues from it. It draws no focus ring, as it is a destination, not a control.
   */
  linkTarget?: boolean;
};

const tones = { plain: "", surface: "bg-surface" };

/** A page band with an h2, an optional intro, and content that reveals on scroll. */
export function Section({
  id,
  title,
  intro,
  children,
  tone = "plain",
  align = "center",
  linkTarget = false,
}: SectionProps) {
  const centred = align === "center";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={linkTarget ? -1 : undefined}
      className={["py-16 sm:py-24", tones[tone], linkTarget && "focus:outline-none"].filter(Boolean).join(" ")}
    >
      <Container>
        <Reveal className={centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
          <h2 id={`${id}-title`} className="text-3xl font-extrabold sm:text-4xl">
            {title}
          </h2>
          {intro ? <div className="mt-4 text-lg text-ink-muted">{intro}</div> : null}
        </Reveal>
        <div className="mt-12">{children}</div>
      </Container>
    </section>
  );
}
