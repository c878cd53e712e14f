import { Icon } from "#app/components/icon.tsx";
import { BrandIcon } from "#app/components/brand-icon.tsx";
import { buttonClass } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { useContent, useLayout } from "#app/lib/i18n/page.ts";

export function Hero() {
  const { hero } = useContent("home");
  const { appStores } = useLayout().content.site;
  const storeLinks = [
    { glyph: "apple", ...appStores.apple },
    { glyph: "googleplay", ...appStores.google },
  ] as const;
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-surface">
      <Container className="grid items-center gap-10 py-12 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="mb-4 inline-block rounded-full bg-accent-soft px-4 py-1 text-sm font-bold text-ink">
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink-muted sm:text-xl">{hero.lead}</p>
          <ul className="mt-8 flex flex-wrap gap-3" aria-label={hero.storesLabel}>
            {storeLinks.map((store) => (
              <li key={store.glyph}>
                <a href={store.url} target="_blank" rel="noopener" className={buttonClass("inverse")}>
                  <BrandIcon glyph={store.glyph} />
                  {store.label}
                  <span className="sr-only"> {hero.newTabNote}</span>
                </a>
              </li>
            ))}
          </ul>
          <a href={hero.webApp.href} className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-brand">
            {hero.webApp.label}
            <Icon name="ArrowRight" className="size-4" />
          </a>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <Illustration name="hero" alt="" width={560} height={480} className="w-full" />
        </div>
      </Container>
    </section>
  );
}
