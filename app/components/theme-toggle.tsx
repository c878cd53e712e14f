import { Icon } from "#app/components/icon.tsx";
import { hook, pageDom } from "#app/contracts/page.ts";
import { tapOwners, tapsDom } from "#app/contracts/taps.ts";

/** The site script handles its clicks and its aria-pressed; hidden without JavaScript, when it could do nothing. */
export function ThemeToggle({ label }: { label: string }) {
  return (
    <button
      type="button"
      {...hook(pageDom.themeToggle)}
      {...hook(pageDom.needsScriptAttribute)}
      {...hook(tapsDom.owner, tapOwners.site)}
      aria-label={label}
      aria-pressed="false"
      className="grid size-11 place-items-center rounded-full text-ink hover:bg-brand-soft"
    >
      <Icon name="Moon" className="size-5 dark:hidden" />
      <Icon name="Sun" className="hidden size-5 dark:block" />
    </button>
  );
}
