import { AfterPaint, OnFirstUse } from "#app/components/after-paint.tsx";
import { Section } from "#app/components/section.tsx";
import { sendMoneyDom } from "#app/contracts/send-money.ts";
import type { RemittancePrices } from "#app/content/remittance-prices.schema.ts";
import type { SendMoneyCopy, SendMoneyRates } from "#app/content/send-money.schema.ts";
import {
  allRoutes,
  averageOf,
  comparisonNotes,
  formatQuarter,
  quote,
  quoteFigures,
  quoteSummary,
  toMinorUnits,
  type QuoteFigures,
  type SendRoute,
} from "#app/lib/send-money.ts";
import { fill } from "#app/lib/i18n/template.ts";
import { formatMinorUnits, formatPercent } from "#app/lib/minor-units.ts";
import { hook, pageDom } from "#app/contracts/page.ts";

const controlClass = "w-full rounded-xl border border-control-line bg-bg px-4 py-3 text-ink";

type SendMoneyProps = {
  /** Rates are the same in every language. */
  content: { copy: SendMoneyCopy; rates: SendMoneyRates; prices: RemittancePrices };
  /** Intl locales: for every figure, and for the dates the rates were set and checked. */
  locale: string;
  dateLocale: string;
  /** Built addresses the page imports: components import nothing from app/client (docs/decisions/022). */
  scripts: { calculator: string; firstUse: string };
};

/** A route's figures at its sender's typical amount: the first view, and each row of the table. */
function typicalFigures(
  route: SendRoute,
  { content: { copy, prices }, locale }: SendMoneyProps,
): { sent: string; figures: QuoteFigures } {
  const { source } = route;
  const { messages } = copy;
  const amount = toMinorUnits(source.typicalAmount, source.currency);
  return {
    sent: formatMinorUnits(amount, source.currency, locale),
    figures: quoteFigures(route, quote(route, amount, averageOf(prices, route)), messages, locale),
  };
}

function Figure({
  name,
  label,
  value,
  large = false,
}: {
  name: keyof QuoteFigures;
  label: string;
  value: string;
  large?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-line py-2 last:border-b-0">
      <dt className="text-ink-muted">{label}</dt>
      {/* Amounts and rates read left to right in every language (docs/decisions/016); the speed is words. */}
      <dd
        {...{ [sendMoneyDom.resultAttribute]: name }}
        dir={name === "arrives" ? undefined : "ltr"}
        className={large ? "text-2xl font-extrabold" : "font-semibold"}
      >
        {value}
      </dd>
    </div>
  );
}

function CountryField({
  id,
  name,
  label,
  countries,
}: {
  id: string;
  name: string;
  label: string;
  countries: readonly { id: string; name: string; currency: string }[];
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={countries[0]?.id} className={controlClass}>
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name} ({country.currency})
          </option>
        ))}
      </select>
    </div>
  );
}

/** D18: a live calculator once its script runs, and without it a table of every route at a typical amount. */
export function SendMoneyCalculator(props: SendMoneyProps) {
  const {
    content: { copy, rates, prices },
    locale,
    dateLocale,
    scripts,
  } = props;
  const { messages } = copy;
  const routes = allRoutes(rates);
  const first = routes[0]!;
  const { figures } = typicalFigures(first, props);
  const notes = comparisonNotes(rates, prices, copy, locale, dateLocale);
  return (
    <Section id="send-money" title={copy.heading} intro={<p>{copy.intro}</p>} tone="surface">
      <div className="mx-auto max-w-4xl">
        <form
          id={sendMoneyDom.form}
          noValidate
          {...hook(pageDom.needsScriptAttribute)}
          {...{ [sendMoneyDom.wordsAttribute]: JSON.stringify(messages), [sendMoneyDom.localeAttribute]: locale }}
          className="grid gap-8 rounded-card border border-line bg-bg p-5 sm:p-8 md:grid-cols-2"
        >
          <div className="space-y-5">
            <CountryField id={sendMoneyDom.from} name="from" label={copy.fields.from} countries={rates.sources} />
            <CountryField id={sendMoneyDom.to} name="to" label={copy.fields.to} countries={rates.destinations} />
            <div className="space-y-2">
              <label htmlFor={sendMoneyDom.amount} className="block font-semibold">
                {copy.fields.amount}
              </label>
              <div className="flex items-center gap-3">
                <input
                  id={sendMoneyDom.amount}
                  name="amount"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={String(first.source.typicalAmount)}
                  aria-describedby={`${sendMoneyDom.currency} ${sendMoneyDom.amountError}`}
                  className={`${controlClass} aria-invalid:border-2 aria-invalid:border-danger`}
                />
                <span id={sendMoneyDom.currency} className="font-semibold">
                  {first.source.currency}
                </span>
              </div>
              <p id={sendMoneyDom.amountError} hidden className="text-sm font-semibold text-danger" />
            </div>
          </div>
          <div>
            <dl>
              <Figure name="fee" label={copy.results.fee} value={figures.fee} />
              <Figure name="rate" label={copy.results.rate} value={figures.rate} />
              <Figure name="received" label={copy.results.received} value={figures.received} large />
              <Figure name="arrives" label={copy.results.arrives} value={figures.arrives} />
            </dl>
            <h3 className="mt-6 font-bold">{copy.comparison.heading}</h3>
            {/* One of the two shows: the route's own average, or why it has none (D22). */}
            <div id={sendMoneyDom.average} hidden={!figures.average}>
              <p {...{ [sendMoneyDom.resultAttribute]: "average" }} className="mt-2 text-sm text-ink-muted">
                {figures.average}
              </p>
              <dl>
                <Figure name="averageFee" label={copy.comparison.fee} value={figures.averageFee} />
                <Figure name="averageReceived" label={copy.comparison.received} value={figures.averageReceived} />
                <Figure name="difference" label={copy.comparison.difference} value={figures.difference} />
              </dl>
            </div>
            <p
              id={sendMoneyDom.noAverage}
              hidden={Boolean(figures.average)}
              {...{ [sendMoneyDom.resultAttribute]: "averageNote" }}
              className="mt-2 text-sm text-ink-muted"
            >
              {figures.averageNote}
            </p>
            <output id={sendMoneyDom.status} aria-live="polite" className="sr-only">
              {quoteSummary(figures, messages)}
            </output>
          </div>
        </form>
        <div className="overflow-x-auto rounded-card border border-line bg-bg scripting:hidden">
          <table className="w-full min-w-[36rem] text-start text-sm [&_td]:px-3 [&_td]:py-2 [&_th]:px-3 [&_th]:py-2">
            <caption className="p-4 text-start font-bold">{copy.table.caption}</caption>
            <thead className="bg-brand-soft">
              <tr>
                {[
                  copy.table.to,
                  copy.table.fee,
                  copy.table.rate,
                  copy.table.received,
                  copy.table.average,
                  copy.table.arrives,
                ].map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            {rates.sources.map((source) => {
              const sourceRoutes = routes.filter((route) => route.source === source);
              const typical = typicalFigures(sourceRoutes[0]!, props);
              return (
                <tbody key={source.id} className="border-t border-line">
                  <tr>
                    <th scope="rowgroup" colSpan={6} className="bg-surface">
                      {/* Stays in view, wrapped to the screen, while a narrow phone scrolls the table. */}
                      <span className="sticky start-3 inline-block max-w-[calc(100vw-5rem)]">
                        {fill(copy.table.group, { from: source.name, amount: typical.sent })}
                      </span>
                    </th>
                  </tr>
                  {sourceRoutes.map((route) => {
                    const { figures: row } = typicalFigures(route, props);
                    const average = averageOf(prices, route);
                    return (
                      <tr key={route.destination.id}>
                        <th scope="row">{route.destination.name}</th>
                        <td dir="ltr">{row.fee}</td>
                        <td dir="ltr">{row.rate}</td>
                        <td dir="ltr" className="font-semibold">
                          {row.received}
                        </td>
                        <td>
                          {average
                            ? fill(copy.table.averageValue, {
                                percent: formatPercent(average.averageCostPercent, locale),
                                quarter: formatQuarter(average.quarter, messages.quarters),
                              })
                            : copy.table.notPublished}
                        </td>
                        <td>{row.arrives}</td>
                      </tr>
                    );
                  })}
                </tbody>
              );
            })}
          </table>
        </div>
        <div className="mt-6 space-y-2 text-sm text-ink-muted">
          <p className="font-semibold text-ink">{notes.illustrative}</p>
          <p>{notes.explanation}</p>
          <p>{notes.region}</p>
          <p>
            {notes.sourceNote.before}
            <a href={notes.sourceUrl} className="text-brand underline">
              {notes.sourceNote.title}
            </a>
            {notes.sourceNote.after}{" "}
            <a href={notes.licenceUrl} className="text-brand underline">
              {notes.licence}
            </a>
          </p>
        </div>
      </div>
      {/* The prerendered figures are right until the visitor changes something (docs/decisions/013). */}
      <OnFirstUse>
        <script src={scripts.calculator} />
      </OnFirstUse>
      <AfterPaint>
        <script src={scripts.firstUse} />
      </AfterPaint>
    </Section>
  );
}
