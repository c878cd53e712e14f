export type Stat = { value: string; label: string };

/** Big figures with their labels, e.g. "54" African countries, side by side on every screen. */
export function StatBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid auto-cols-fr grid-flow-col gap-3 text-center sm:gap-6">
      {stats.map((stat) => (
        <div key={stat.label} data-reveal="" className="band flex flex-col rounded-card px-2 py-5 sm:p-8">
          <dt className="text-sm font-semibold sm:text-lg">{stat.label}</dt>
          <dd className="order-first text-3xl font-extrabold sm:text-5xl">
            <bdi dir="ltr">{stat.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
