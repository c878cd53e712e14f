import { Icon, type IconName } from "#app/components/icon.tsx";

export type IconCardItem = { icon: IconName; title: string; text: string };

type IconCardGridProps = {
  items: readonly IconCardItem[];
  columns?: 3 | 4;
};

// Card widths rather than grid columns, so that a last row that is not full (seven values in rows
// of four) is centred instead of leaving a hole on one side. 1.5rem is the gap.
const cardWidths = {
  3: "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]",
  4: "sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]",
};

/** On phones the icon sits beside the text, so a long list stays short to scroll. */
export function IconCardGrid({ items, columns = 3 }: IconCardGridProps) {
  return (
    <ul className="flex flex-wrap justify-center gap-6">
      {items.map(({ icon, title, text }) => (
        <li
          key={title}
          data-reveal=""
          className={`flex w-full gap-4 rounded-card border border-line bg-surface p-5 shadow-sm sm:flex-col sm:gap-5 sm:p-6 dark:shadow-none ${cardWidths[columns]}`}
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
            <Icon name={icon} className="size-6" />
          </span>
          <div>
            <h3 className="text-xl font-bold">{title}</h3>
            <p className="mt-2 text-ink-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
