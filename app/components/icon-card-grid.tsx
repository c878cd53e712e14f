import { Icon, type IconName } from "#app/components/icon.tsx";

export type IconCardItem = { icon: IconName; title: string; text: string };

type IconCardGridProps = {
  items: readonly IconCardItem[];
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4;
  /** Heading level of each card title, to keep the page outline in order. */
  level?: 3 | 4;
};

const columnClasses = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/** Cards of an icon, a title and a sentence or two: features, values, benefits, tips. */
export function IconCardGrid({ items, columns = 3, level = 3 }: IconCardGridProps) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {items.map(({ icon, title, text }) => (
        <li
          key={title}
          data-reveal=""
          className="rounded-card border border-line bg-surface p-6 shadow-sm dark:shadow-none"
        >
          <span className="grid size-12 place-items-center rounded-xl bg-brand-soft text-brand">
            <Icon name={icon} className="size-6" />
          </span>
          <Heading className="mt-5 text-xl font-bold">{title}</Heading>
          <p className="mt-2 text-ink-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
