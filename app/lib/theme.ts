export type Theme = "light" | "dark";

/**
 * The one rule of the theme (spec section 4): the saved choice wins, otherwise the system
 * preference. The inline head script embeds this very function (themeScript) and the site script
 * imports it, so the page runs the code the tests run. It must stay self-contained.
 */
export function resolveTheme(saved: unknown, systemDark: boolean): Theme {
  return saved === "light" || saved === "dark" ? saved : systemDark ? "dark" : "light";
}

export function toggledTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

export const darkSchemeQuery = "(prefers-color-scheme: dark)";

/**
 * Runs inline in <head>, before first paint, so the page is painted in the right theme with no
 * flash. It must stay self-contained: its source text is what the page embeds (themeScript), and
 * the server hashes that text for the Content-Security-Policy. `resolve` is resolveTheme.
 */
export function applyStoredTheme(key: string, query: string, resolve: typeof resolveTheme): void {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private modes, strict settings); the system preference still applies.
  }
  document.documentElement.dataset.theme = resolve(saved, matchMedia(query).matches);
}

// Neither embedded function holds strings or patterns with runs of spaces, so collapsing white space is safe.
const compact = (fn: (...args: never[]) => unknown) => fn.toString().replace(/\s+/g, " ");

export function themeScript(storageKey: string): string {
  const args = [JSON.stringify(storageKey), JSON.stringify(darkSchemeQuery), compact(resolveTheme)];
  return `(${compact(applyStoredTheme)})(${args.join(", ")})`;
}
