import { Icon } from "#app/components/icon.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { Section } from "#app/components/section.tsx";
import { useContent } from "#app/lib/i18n/page.ts";

export function CoreProducts() {
  const { coreProducts } = useContent("home");
  return (
    <Section id="core-products" title={coreProducts.heading} intro={coreProducts.intro} tone="surface">
      <ul className="grid gap-6 md:grid-cols-2">
        {coreProducts.items.map(({ id, icon, title, text, bullets, linkLabel, href, image }) => (
          <li key={id} data-reveal="" className="flex flex-col overflow-hidden rounded-card border border-line bg-bg">
            <Illustration name={image} alt="" width={480} height={320} className="w-full" />
            <div className="flex flex-1 flex-col p-6 sm:p-8">
              <h3 className="flex items-center gap-3 text-2xl font-bold">
                <Icon name={icon} className="size-6 text-brand" />
                {title}
              </h3>
              <p className="mt-3 text-ink-muted">{text}</p>
              <ul className="mt-5 space-y-2">
                {bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-2">
                    <Icon name="Check" className="mt-1 size-5 shrink-0 text-brand" />
                    {bullet}
                  </li>
                ))}
              </ul>
              <a href={href} className="mt-auto inline-flex min-h-11 items-center gap-2 pt-6 font-bold text-brand">
                {linkLabel}
                <Icon name="ArrowRight" className="size-4" />
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
