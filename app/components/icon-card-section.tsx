import { IconCardGrid, type IconCardItem } from "#app/components/icon-card-grid.tsx";
import { Section } from "#app/components/section.tsx";

type IconCardSectionProps = {
  id: string;
  content: { heading: string; intro: string; items: readonly IconCardItem[] };
  columns?: 3 | 4;
  tone?: "plain" | "surface";
  linkTarget?: boolean;
};

export function IconCardSection({ id, content, columns, tone, linkTarget }: IconCardSectionProps) {
  return (
    <Section id={id} title={content.heading} intro={content.intro} tone={tone} linkTarget={linkTarget}>
      <IconCardGrid items={content.items} columns={columns} />
    </Section>
  );
}
