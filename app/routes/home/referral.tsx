import { Icon } from "#app/components/icon.tsx";
import { ButtonLink } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";
import { Island } from "#app/components/island.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { islandNames } from "#app/contracts/islands.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { ReferralTabs } from "#app/routes/home/referral-tabs.tsx";

/** The referral offer (spec section 9: 500 naira each) with its three tabs of next steps. */
export function Referral() {
  const { referral } = useContent("home");
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
            <Island
              name={islandNames.homeReferralTabs}
              component={ReferralTabs}
              props={{ tabs: referral.tabs, tabsLabel: referral.tabsLabel }}
            />
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
