import { Icon } from "#app/components/icon.tsx";
import { Container } from "#app/components/container.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { useContent } from "#app/lib/i18n/page.ts";

export function PurposeSection() {
  const about = useContent("about");
  const statements = [
    { id: "mission", icon: "Target" as const, ...about.mission },
    { id: "vision", icon: "Compass" as const, ...about.vision },
  ];
  return (
    <div className="bg-brand-soft py-16 sm:py-24">
      <Container className="grid gap-6 md:grid-cols-2">
        {statements.map(({ id, icon, heading, text }) => (
          <Reveal
            as="section"
            key={id}
            aria-labelledby={`${id}-title`}
            className="rounded-card border border-line bg-surface p-8 shadow-sm sm:p-10 dark:shadow-none"
          >
            <span className="grid size-12 place-items-center rounded-full bg-accent text-on-accent">
              <Icon name={icon} className="size-6" />
            </span>
            <h2 id={`${id}-title`} className="mt-6 text-sm font-bold tracking-wider text-brand uppercase">
              {heading}
            </h2>
            <p className="mt-3 text-xl leading-snug font-semibold sm:text-2xl">{text}</p>
          </Reveal>
        ))}
      </Container>
    </div>
  );
}
