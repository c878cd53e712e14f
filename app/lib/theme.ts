export type Theme = "light" | "dark";

/** Spec section 4. The head script embeds this very function (themeScript): keep it self-contained. */
export function resolveTheme(saved: unknown, systemDark: boolean): Theme {
  return saved === "light" || saved === "dark" ? saved : systemDark ? "dark" : "light";
}

export function toggledTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

export const darkSchemeQuery = "(prefers-color-scheme: dark)";

/** Inline in <head>, before first paint; self-contained, as its source is embedded and hashed for the CSP. */
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
