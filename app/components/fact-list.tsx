import type { Stat } from "#app/components/stat-band.tsx";

/** A quiet row of key figures inside a block of text (a size smaller on a 320 px phone, where three share 288 px); StatBand is the loud one with a band of its own. */
export function FactList({ facts, label }: { facts: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid auto-cols-[minmax(0,12rem)] grid-flow-col gap-4 sm:gap-8">
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col border-s-4 border-accent ps-3 sm:ps-4">
          <dt className="text-sm text-ink-muted sm:text-base">{fact.label}</dt>
          <dd className="order-first text-2xl font-extrabold text-brand min-[22rem]:text-3xl sm:text-4xl">
            <bdi dir="ltr">{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
