import type { ReactNode } from "react";
import { Container } from "#app/components/container.tsx";
import { Reveal } from "#app/components/reveal.tsx";

type SectionProps = {
  /** Its heading gets `${id}-title` and labels the region. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: "plain" | "surface";
  align?: "center" | "start";
  /** Where an in-page link leads: it takes focus, so the next Tab continues from it, and draws no ring. */
  linkTarget?: boolean;
};

const tones = { plain: "", surface: "bg-surface" };

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
