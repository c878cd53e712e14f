/** Sprite references become in-page symbols: a page fetches no sprite before its first paint (docs/decisions/017). */

export type Sprite = { url: string; idPrefix: string; symbols: ReadonlyMap<string, string> };

export function spriteSymbols(svg: string): Map<string, string> {
  return new Map(
    [...svg.matchAll(/<symbol\b[^>]*\bid="([^"]+)"[\s\S]*?<\/symbol>/g)].map((match) => [match[1] ?? "", match[0]]),
  );
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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
