import { SendMoneyCalculator } from "#app/components/send-money-calculator.tsx";
import { localizedModule } from "#app/lib/i18n/content.server.ts";
import { dateLocale, numberLocale } from "#app/lib/i18n/language.ts";
import { useLanguage } from "#app/lib/i18n/page.ts";

/**
 * The home page's calculator in the page's language, made at prerender only: its words come from
 * here rather than the page's loader, so they never travel in the hydrated page's data
 * (docs/decisions/013).
 */
export default function SendMoneySection() {
  const language = useLanguage();
  return (
    <SendMoneyCalculator
      content={localizedModule("sendMoney", language.code)}
      locale={numberLocale(language)}
      dateLocale={dateLocale(language)}
    />
  );
}
