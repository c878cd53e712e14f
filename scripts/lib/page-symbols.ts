/**
 * Icons and brand glyphs travel inside the page that shows them (docs/decisions/017): each sprite
 * reference in the prerendered HTML, `<use href="/assets/lucide-sprite-….svg#Mail">`, becomes a
 * reference to a symbol the page carries at the end of its body. A page then fetches no sprite
 * before its first paint, and its icons need no script. A widget that React renders later still
 * points at the cached sprite file for an icon the page did not show (app/components/icon.tsx).
 */

/** A sprite file as the page links it, and the prefix its symbols' ids take inside the page. */
export type Sprite = { url: string; idPrefix: string; symbols: ReadonlyMap<string, string> };

/** Each `<symbol id="…">` of a sprite file, whole, by id. */
export function spriteSymbols(svg: string): Map<string, string> {
  return new Map(
    [...svg.matchAll(/<symbol\b[^>]*\bid="([^"]+)"[\s\S]*?<\/symbol>/g)].map((match) => [match[1] ?? "", match[0]]),
  );
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The page with its sprite references turned into in-page ones, and the symbols they need added. */
export function withPageSymbols(html: string, sprites: readonly Sprite[]): string {
  const added = new Map<string, string>();
  let page = html;
  for (const { url, idPrefix, symbols } of sprites) {
    page = page.replace(new RegExp(`href="${escapeForPattern(url)}#([^"]+)"`, "g"), (_reference, id: string) => {
      const symbol = symbols.get(id);
      if (!symbol) throw new Error(`page-symbols: ${url} has no symbol "${id}"`);
      const inPageId = `${idPrefix}${id}`;
      if (!added.has(inPageId) && !page.includes(`id="${inPageId}"`))
        added.set(inPageId, symbol.replace(`id="${id}"`, `id="${inPageId}"`));
      return `href="#${inPageId}"`;
    });
  }
  if (added.size === 0) return page;
  // A class, not a display attribute, which Tailwind's `svg { display: block }` would beat.
  return page.replace("</body>", `<svg class="hidden">${[...added.values()].join("")}</svg></body>`);
}
