import { useState } from "react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { TabList, TabPanel } from "#app/components/tabs.tsx";
import type { HomeContent } from "#app/content/home.schema.ts";

export type ReferralTabsProps = Pick<HomeContent["referral"], "tabs" | "tabsLabel">;

export function ReferralTabs({ tabs, tabsLabel }: ReferralTabsProps) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? "");
  return (
    <>
      <TabList
        label={tabsLabel}
        idPrefix="referral"
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        className="grid grid-cols-3 gap-1 rounded-3xl bg-bg p-1"
        tabClassName="px-2 text-sm sm:text-base"
      />
      {tabs.map((tab) => (
        <TabPanel key={tab.id} idPrefix="referral" id={tab.id} selected={tab.id === selected} className="p-2 pt-6">
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
    </>
  );
}
