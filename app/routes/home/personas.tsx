import { Section } from "#app/components/section.tsx";
import type { HomeMockup } from "#app/content/home.ts";
import { numberLocale } from "#app/lib/i18n/language.ts";
import { useContent, useLanguage } from "#app/lib/i18n/page.ts";
import { fill, formatNumber, inserted } from "#app/lib/i18n/template.ts";
import { formatMoney, percentOf, type Money } from "#app/lib/money.ts";
import { formatExchangeRate } from "#app/lib/minor-units.ts";

/** An amount as the page's language writes it, isolated beside words (docs/decisions/025). */
function useMoney(): (money: Money) => string {
  const language = useLanguage();
  const locale = numberLocale(language);
  return (money) => inserted(formatMoney(money, locale), { dir: language.dir });
}

/** The figure on the screen's main card: the spec's illustrative figures, in the page's locale. */
function MainFigure({ mockup }: { mockup: HomeMockup }) {
  const home = useContent("home");
  const language = useLanguage();
  const locale = numberLocale(language);
  const money = useMoney();
  if (mockup.kind === "balance") {
    return <span className="text-2xl font-extrabold">{money(mockup.balance)}</span>;
  }
  if (mockup.kind === "exchange-rate") {
    return (
      <span className="text-xl font-extrabold">
        {inserted(formatExchangeRate(mockup.rate, mockup.base, mockup.quote, locale), { dir: language.dir })}
      </span>
    );
  }
  if (mockup.kind === "transfer") {
    const received = { amount: Math.round(mockup.send.amount * mockup.rate), currency: "NGN" as const };
    return (
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-2 text-sm">
        <dt className="opacity-80">{mockup.sendLabel}</dt>
        <dd className="text-end text-base font-extrabold">{money(mockup.send)}</dd>
        <dt className="opacity-80">{mockup.receiveLabel}</dt>
        <dd className="text-end text-base font-extrabold">{money(received)}</dd>
      </dl>
    );
  }
  const percent = formatNumber(percentOf(mockup.saved.amount, mockup.target.amount), locale);
  return (
    <>
      <span className="text-xl font-extrabold">
        {money(mockup.saved)}{" "}
        <span className="text-sm font-semibold">
          {fill(home.personas.goalOf, { target: formatMoney(mockup.target, locale) })}
        </span>
      </span>
      <progress
        value={mockup.saved.amount}
        max={mockup.target.amount}
        aria-label={fill(home.personas.goalProgress, { percent })}
        className="mt-2 h-2 w-full appearance-none overflow-hidden rounded-full bg-on-brand/25 [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-transparent [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent"
      />
      <span className="text-sm">{fill(home.personas.goalSaved, { percent })}</span>
    </>
  );
}

/** Every phone has the same height, so the persona titles below line up across the row. */
function PhoneScreen({ mockup }: { mockup: HomeMockup }) {
  const home = useContent("home");
  const money = useMoney();
  return (
    <figure
      aria-label={fill(home.personas.phoneLabel, { screen: mockup.label })}
      className="mx-auto flex h-96 w-full max-w-60 flex-col rounded-[2rem] border-[6px] border-ink bg-bg dark:border-brand-soft px-3 pt-2 pb-3"
    >
      <div aria-hidden="true" className="flex items-center justify-between px-2 text-xs font-semibold text-ink-muted">
        <span>9:41</span>
        <span className="h-1.5 w-14 rounded-full bg-ink" />
        <span className="flex gap-0.5">
          <span className="size-1.5 rounded-full bg-ink-muted" />
          <span className="size-1.5 rounded-full bg-ink-muted" />
          <span className="size-1.5 rounded-full bg-ink-muted" />
        </span>
      </div>
      <p className="mt-3 flex items-center justify-between px-1 font-bold">
        {mockup.screen}
        <span aria-hidden="true" className="size-7 rounded-full border-2 border-accent bg-brand-soft" />
      </p>
      <div className="mt-3 flex flex-col gap-1 rounded-2xl bg-brand p-3 text-on-brand">
        <span className="text-sm opacity-80">{mockup.label}</span>
        <MainFigure mockup={mockup} />
      </div>
      <ul className="mt-3 flex flex-col gap-2 text-xs">
        {mockup.activity.map((row) => (
          <li key={row.label} className="flex items-center gap-2 rounded-xl bg-surface p-2">
            <span
              aria-hidden="true"
              className={`grid size-6 shrink-0 place-items-center rounded-full font-bold ${row.direction === "in" ? "bg-brand-soft text-brand" : "bg-accent-soft text-ink"}`}
            >
              {row.direction === "in" ? "+" : "−"}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-ink-muted">{row.label}</span>
              <span className="font-bold">
                <span className="sr-only">{home.personas.directionLabels[row.direction]} </span>
                {money(row.money)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="mt-auto flex justify-around pt-3">
        <span className="h-1.5 w-6 rounded-full bg-brand" />
        <span className="h-1.5 w-6 rounded-full bg-line" />
        <span className="h-1.5 w-6 rounded-full bg-line" />
        <span className="h-1.5 w-6 rounded-full bg-line" />
      </div>
    </figure>
  );
}

export function Personas() {
  const { personas } = useContent("home");
  return (
    <Section id="personas" title={personas.heading} intro={personas.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {personas.items.map((persona) => (
          <li key={persona.id} data-reveal="" className="rounded-card border border-line bg-surface p-5">
            <PhoneScreen mockup={persona.mockup} />
            <h3 className="mt-6 text-xl font-bold">{persona.name}</h3>
            <p className="mt-2 text-ink-muted">{persona.story}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-ink-muted">{personas.illustrativeNote}</p>
    </Section>
  );
}
