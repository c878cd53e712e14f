import { Section } from "#app/components/section.tsx";
import { home, type HomeMockup } from "#app/content/home.ts";
import { formatMoney, formatRate, percentOf } from "#app/lib/money.ts";

/** What the phone screen in a persona card shows: the spec's illustrative figures, formatted for en-NG. */
function PhoneScreen({ mockup }: { mockup: HomeMockup }) {
  if (mockup.kind === "balance") {
    return (
      <>
        <span className="text-sm opacity-80">{mockup.label}</span>
        <span className="text-2xl font-extrabold">{formatMoney(mockup.balance)}</span>
      </>
    );
  }
  if (mockup.kind === "exchange-rate") {
    return (
      <>
        <span className="text-sm opacity-80">{mockup.label}</span>
        <span className="text-2xl font-extrabold">
          1 {mockup.base} = {formatRate(mockup.rate, mockup.quote)}
        </span>
      </>
    );
  }
  const percent = percentOf(mockup.saved.amount, mockup.target.amount);
  return (
    <>
      <span className="text-sm opacity-80">{mockup.label}</span>
      <span className="text-xl font-extrabold">
        {formatMoney(mockup.saved)} <span className="text-base font-semibold">of {formatMoney(mockup.target)}</span>
      </span>
      <progress
        value={mockup.saved.amount}
        max={mockup.target.amount}
        aria-label={`${percent}% of the goal saved`}
        className="mt-2 h-2 w-full appearance-none overflow-hidden rounded-full bg-on-brand/25 [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-transparent [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent"
      />
      <span className="text-sm">{percent}% saved</span>
    </>
  );
}

export function Personas() {
  const { personas } = home;
  return (
    <Section id="personas" title={personas.heading} intro={personas.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {personas.items.map((persona) => (
          <li key={persona.id} data-reveal="" className="rounded-card border border-line bg-surface p-5">
            <figure
              aria-label={`Example ${persona.mockup.label.toLowerCase()} on the Sankofa app`}
              className="mx-auto flex max-w-56 flex-col gap-1 rounded-[1.75rem] border-8 border-ink bg-brand px-5 pt-8 pb-6 text-on-brand"
            >
              <PhoneScreen mockup={persona.mockup} />
            </figure>
            <h3 className="mt-6 text-xl font-bold">{persona.name}</h3>
            <p className="mt-2 text-ink-muted">{persona.story}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-ink-muted">{personas.illustrativeNote}</p>
    </Section>
  );
}
