import { ComingSoon } from "#app/components/coming-soon.tsx";
import { SendMoneyCalculator } from "#app/components/send-money-calculator.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { comingSoon } from "#app/content/status-pages.ts";
import { seo } from "#app/lib/seo.ts";

const page = pageMeta("/products/cross-border");

export function meta() {
  return seo(page);
}

/** The placeholder's heading and text (spec), and what sending money costs (D18). */
export default function CrossBorder() {
  return (
    <>
      <ComingSoon title={page.title} message={<p>{comingSoon.message}</p>} actions={comingSoon.actions} />
      <SendMoneyCalculator />
    </>
  );
}
