import { useState } from "react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";
import { Icon } from "#app/components/icon.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { TabList, TabPanel } from "#app/components/tabs.tsx";
import type { ProductTabKey } from "#app/content/product-tab-keys.ts";
import type { ProductTab } from "#app/content/products.schema.ts";

function ProductCards({ tab }: { tab: ProductTab }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {tab.cards.map((card) => (
        <li
          key={card.title}
          data-reveal=""
          className="flex flex-col overflow-hidden rounded-card border border-line bg-surface"
        >
          <Illustration name={card.image} alt="" width={480} height={320} className="w-full" />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="flex items-center gap-3 text-2xl font-bold">
              <Icon name={card.icon} className="size-6 text-brand" />
              {card.title}
            </h3>
            <p className="mt-3 text-ink-muted">{card.description}</p>
            <ul className="mt-5 mb-8 grid gap-2">
              {card.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Icon name="Check" className="mt-1 size-5 text-brand" />
                  {feature}
                </li>
              ))}
            </ul>
            <ButtonLink href={tab.cardAction.href} className="mt-auto self-start">
              {tab.cardAction.label}
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Banner({ tab }: { tab: ProductTab }) {
  const [primary, secondary] = tab.banner.actions;
  return (
    // A light panel: the footer's green call-to-action band follows it directly.
    <div
      data-reveal=""
      className="mt-16 rounded-card border border-line bg-surface p-8 text-center shadow-sm sm:p-12 dark:shadow-none"
    >
      <h3 className="text-3xl font-extrabold">{tab.banner.heading}</h3>
      <p className="mx-auto mt-3 max-w-xl text-lg text-ink-muted">{tab.banner.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
        <ButtonLink
          href={secondary.href}
          variant="secondary"
          context={"context" in secondary ? secondary.context : undefined}
        >
          {secondary.label}
        </ButtonLink>
      </div>
    </div>
  );
}

export type ProductTabsProps = {
  tabs: readonly ProductTab[];
  tabsLabel: string;
  /** From `?tab=`. */
  initialTab: ProductTabKey;
};

/**
 * Choosing a tab rewrites the address in place (D1: replace, not push). The server sends each tab's
 * own prerendered page (D15, app/lib/product-tab-pages.ts), so the requested tab paints first, with
 * or without JavaScript, and hydration agrees with it.
 */
export function ProductTabs({ tabs, tabsLabel, initialTab }: ProductTabsProps) {
  const [selected, setSelected] = useState(initialTab);

  function select(key: ProductTabKey) {
    setSelected(key);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", key);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <Container className="py-12 sm:py-16">
      <TabList
        label={tabsLabel}
        idPrefix="products"
        tabs={tabs.map((tab) => ({ id: tab.key, label: tab.label }))}
        selected={selected}
        onSelect={select}
        className="mx-auto grid max-w-fit grid-cols-2 gap-1 rounded-3xl border border-line bg-surface p-1 sm:flex sm:rounded-full"
      />
      {/* Without JavaScript every panel shows, the requested one first (app.css). */}
      <div className="flex flex-col">
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <TabPanel key={tab.key} idPrefix="products" id={tab.key} selected={active} className="pt-10">
              {/* A new key on every change of tab gives new elements, so the reveal plays again. */}
              <div key={active ? `${tab.key}-shown` : tab.key}>
                <h2 data-reveal="" className="text-center text-3xl font-extrabold sm:text-4xl">
                  {tab.heading}
                </h2>
                <p data-reveal="" className="mx-auto mt-4 max-w-2xl text-center text-lg text-ink-muted">
                  {tab.intro}
                </p>
                <ProductCards tab={tab} />
                <Banner tab={tab} />
              </div>
            </TabPanel>
          );
        })}
      </div>
    </Container>
  );
}
