export type Theme = "light" | "dark";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The saved choice wins; otherwise the system preference (spec section 4). */
export function resolveTheme(saved: unknown, systemPrefersDark: boolean): Theme {
  if (isTheme(saved)) return saved;
  return systemPrefersDark ? "dark" : "light";
}

export function toggledTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

/**
 * Runs inline in <head>, before first paint, so the page is painted in the right theme with no
 * flash. It must stay self-contained: its source text is what the page embeds (themeScript), and
 * the server hashes that text for the Content-Security-Policy.
 */
export function applyStoredTheme(storageKey: string): void {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(storageKey);
  } catch {
    // Storage can be blocked (private modes, strict settings); the system preference still applies.
  }
  const theme =
    saved === "light" || saved === "dark"
      ? saved
      : window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  document.documentElement.dataset.theme = theme;
}

export function themeScript(storageKey: string): string {
  // The function holds no strings or patterns with runs of spaces, so collapsing white space is safe.
  const source = applyStoredTheme.toString().replace(/\s+/g, " ");
  return `(${source})(${JSON.stringify(storageKey)})`;
}
