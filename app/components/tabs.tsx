import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { hook, pageDom } from "#app/contracts/page.ts";

export type TabItem<Id extends string> = { id: Id; label: string };

type TabListProps<Id extends string> = {
  label: string;
  /** Unique on the page. */
  idPrefix: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
  /** Each tab's padding and type size; the rest of its look is the list's own. */
  tabClassName?: string;
};

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const panelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

type KeyMove = (index: number, count: number) => number;
const toNext: KeyMove = (index, count) => (index + 1) % count;
const toPrevious: KeyMove = (index, count) => (index - 1 + count) % count;
const keyMoves: Record<string, KeyMove> = {
  ArrowRight: toNext,
  ArrowDown: toNext,
  ArrowLeft: toPrevious,
  ArrowUp: toPrevious,
  Home: () => 0,
  End: (_, count) => count - 1,
};
/** On a right-to-left page the tabs run from right to left, so the horizontal arrows swap. */
const rightToLeftKeyMoves: Record<string, KeyMove> = { ...keyMoves, ArrowRight: toPrevious, ArrowLeft: toNext };

/** WAI-ARIA tabs with automatic activation; labels wrap rather than push the list wider than a phone. */
export function TabList<Id extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
  className = "",
  tabClassName = "px-5",
}: TabListProps<Id>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves = getComputedStyle(event.currentTarget).direction === "rtl" ? rightToLeftKeyMoves : keyMoves;
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(
      tabs.findIndex((tab) => tab.id === selected),
      tabs.length,
    );
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={className} {...hook(pageDom.needsScriptAttribute)}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(idPrefix, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={onKeyDown}
          className={`min-h-11 rounded-full font-semibold text-balance text-ink-muted hover:text-ink aria-selected:bg-brand aria-selected:text-on-brand ${tabClassName}`.trim()}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

type TabPanelProps = { idPrefix: string; id: string; selected: boolean; children: ReactNode; className?: string };

/** Every panel is in the HTML and shows without JavaScript; with it only the selected one (app.css). */
export function TabPanel({ idPrefix, id, selected, children, className = "" }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      data-active={selected}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
