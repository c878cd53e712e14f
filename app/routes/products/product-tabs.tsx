import { useState, useSyncExternalStore } from "react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";
import { Icon } from "#app/components/icon.tsx";
import { Illustration } from "#app/components/illustration.tsx";
import { TabList, TabPanel } from "#app/components/tabs.tsx";
import {
  defaultProductTab,
  parseProductTab,
  products,
  type ProductTab,
  type ProductTabKey,
} from "#app/content/products.ts";

const tabs = products.tabs.map((tab) => ({ id: tab.key, label: tab.label }));

const tabFromAddress = () => parseProductTab(new URLSearchParams(window.location.search).get("tab"));
// The address only changes through select() below, which re-renders by itself.
const subscribeToNothing = () => () => {};

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
            <ul className="mt-5 grid gap-2">
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
    <div data-reveal="" className="mt-16 rounded-card bg-brand p-8 text-center text-on-brand sm:p-12">
      <h3 className="text-3xl font-extrabold">{tab.banner.heading}</h3>
      <p className="mx-auto mt-3 max-w-xl text-lg">{tab.banner.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={primary.href} variant="accent">
          {primary.label}
        </ButtonLink>
        <ButtonLink
          href={secondary.href}
          context={"context" in secondary ? secondary.context : undefined}
          className="border-2 border-on-brand bg-transparent hover:bg-on-brand/10"
        >
          {secondary.label}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The four product tabs (D1): `?tab=` picks the first one, and choosing a tab rewrites the address
 * in place (replace, not push), so a shared or reloaded link opens the same tab.
 */
export function ProductTabs() {
  // The prerendered page shows the default tab; React reads the address once it has hydrated.
  const tabInAddress = useSyncExternalStore(subscribeToNothing, tabFromAddress, () => defaultProductTab);
  const [chosen, setChosen] = useState<ProductTabKey | null>(null);
  const selected = chosen ?? tabInAddress;

  function select(key: ProductTabKey) {
    setChosen(key);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", key);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <Container className="py-12 sm:py-16">
      <TabList
        label="Products for"
        idPrefix="products"
        tabs={tabs}
        selected={selected}
        onSelect={select}
        className="mx-auto grid max-w-fit grid-cols-2 gap-1 rounded-3xl border border-line bg-surface p-1 sm:flex sm:rounded-full"
      />
      {products.tabs.map((tab) => {
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
    </Container>
  );
}
