export type Stat = { value: string; label: string };

/** Big figures with their labels, e.g. "54" African countries. */
export function StatBand({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid gap-6 text-center sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} data-reveal="" className="rounded-card bg-brand p-8 text-on-brand">
          <dt className="text-lg font-semibold">{stat.label}</dt>
          <dd className="order-first text-5xl font-extrabold">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
