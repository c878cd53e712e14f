import type { Route } from "./+types/cross-border";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { SendMoneyCalculator } from "#app/components/send-money-calculator.tsx";
import { pageContentWithMeta, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { dateLocale, numberLocale } from "#app/lib/i18n/language.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import sendMoneyScriptUrl from "#app/client/send-money/send-money-script.ts?worker&url";
import firstUseScriptUrl from "#app/client/first-use-script.ts?worker&url";

export function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  return {
    ...pageContentWithMeta(request, ["statusPages", "sendMoney"], "/products/cross-border"),
    locale: numberLocale(language),
    dateLocale: dateLocale(language),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

/** The placeholder's heading and text (spec), and what sending money costs (D18). */
export default function CrossBorder({ loaderData }: Route.ComponentProps) {
  const { comingSoon } = useContent("statusPages");
  return (
    <>
      <ComingSoon title={loaderData.meta.title} message={<p>{comingSoon.message}</p>} actions={comingSoon.actions} />
      <SendMoneyCalculator
        content={useContent("sendMoney")}
        locale={loaderData.locale}
        dateLocale={loaderData.dateLocale}
        scripts={{ calculator: sendMoneyScriptUrl, firstUse: firstUseScriptUrl }}
      />
    </>
  );
}
