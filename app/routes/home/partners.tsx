import { Container } from "#app/components/container.tsx";
import { Icon } from "#app/components/icon.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { useContent } from "#app/lib/i18n/page.ts";

/** Payment-rail categories, never a real company's logo presented as a partner (docs/spec/decisions.md). */
export function Partners() {
  const { partners } = useContent("home");
  return (
    <section aria-labelledby="partners-title" className="border-y border-line bg-surface py-12">
      <Container>
        <Reveal>
          <h2 id="partners-title" className="text-center text-xl font-bold">
            {partners.heading}
          </h2>
          <ul className="mt-8 flex flex-wrap justify-center gap-3 sm:gap-4">
            {partners.items.map(({ name, icon }) => (
              <li
                key={name}
                className="flex items-center gap-2 rounded-full border border-line px-5 py-2.5 font-semibold text-ink-muted"
              >
                <Icon name={icon} className="size-5 text-brand" />
                {name}
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-6 max-w-2xl text-center text-sm text-ink-muted">{partners.caption}</p>
        </Reveal>
      </Container>
    </section>
  );
}
