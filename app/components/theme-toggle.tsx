import { Moon, Sun } from "lucide-react";

/**
 * Works on every page, hydrated or not: the site script handles its clicks and keeps aria-pressed
 * true while the dark theme is on. Hidden when JavaScript is off, when it could do nothing.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      data-theme-toggle=""
      aria-label="Dark theme"
      aria-pressed="false"
      className="grid size-11 place-items-center rounded-full text-ink hover:bg-brand-soft"
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
