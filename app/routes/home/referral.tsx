import { useState } from "react";
import { Icon } from "#app/components/icon.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { TabList, TabPanel } from "#app/components/tabs.tsx";
import { useContent } from "#app/lib/i18n/page.ts";

/** The referral offer (spec section 9: 500 naira each) with its three tabs of next steps. */
export function Referral() {
  const { referral } = useContent("home");
  const [selected, setSelected] = useState(referral.tabs[0]?.id ?? "");
  return (
    <section aria-labelledby="referral-title" className="py-16 sm:py-24">
      <Container>
        <Reveal className="band grid grid-cols-1 gap-10 rounded-card p-6 sm:p-10 lg:grid-cols-2 lg:p-14">
          <div>
            <span className="grid size-14 place-items-center rounded-full bg-accent text-on-accent">
              <Icon name="Gift" className="size-7" />
            </span>
            <h2 id="referral-title" className="mt-6 text-3xl font-extrabold sm:text-4xl">
              {referral.heading}
            </h2>
            <p className="mt-4 text-lg">{referral.text}</p>
            <ButtonLink href={referral.cta.href} variant="accent" className="mt-8">
              {referral.cta.label}
            </ButtonLink>
          </div>
          <div className="band-inset min-w-0 rounded-card p-4 sm:p-6">
            <TabList
              label={referral.tabsLabel}
              idPrefix="referral"
              tabs={referral.tabs}
              selected={selected}
              onSelect={setSelected}
              className="grid grid-cols-3 gap-1 rounded-3xl bg-bg p-1"
              tabClassName="px-2 text-sm sm:text-base"
            />
            {referral.tabs.map((tab) => (
              <TabPanel
                key={tab.id}
                idPrefix="referral"
                id={tab.id}
                selected={tab.id === selected}
                className="p-2 pt-6"
              >
                <h3 className="text-xl font-bold">{tab.title}</h3>
                <ol className="mt-4 space-y-3">
                  {tab.steps.map((step, index) => (
                    <li key={step} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-soft text-sm font-bold text-brand"
                      >
                        {index + 1}
                      </span>
                      {step}
                    </li>
                  ))}
                </ol>
                <ButtonLink href={tab.action.href} variant="secondary" className="mt-6" context={tab.action.context}>
                  {tab.action.label}
                </ButtonLink>
              </TabPanel>
            ))}
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
