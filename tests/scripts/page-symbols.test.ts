import { describe, expect, it } from "vitest";
import { spriteSymbols, withPageSymbols, type Sprite } from "#scripts/lib/page-symbols.ts";

const sprite: Sprite = {
  url: "/assets/lucide-sprite-abc.svg",
  idPrefix: "icon-",
  symbols: spriteSymbols(
    '<svg><symbol id="Mail" viewBox="0 0 24 24"><path d="M1 1"></path></symbol><symbol id="Phone" viewBox="0 0 24 24"><path d="M2 2"></path></symbol></svg>',
  ),
};

describe("withPageSymbols", () => {
  it("points each sprite reference at a symbol the page carries, once however often it is used", () => {
    const page = withPageSymbols(
      '<body><svg><use href="/assets/lucide-sprite-abc.svg#Mail"/></svg><svg><use href="/assets/lucide-sprite-abc.svg#Mail"/></svg></body>',
      [sprite],
    );
    expect(page).toBe(
      '<body><svg><use href="#icon-Mail"/></svg><svg><use href="#icon-Mail"/></svg><svg class="hidden"><symbol id="icon-Mail" viewBox="0 0 24 24"><path d="M1 1"></path></symbol></svg></body>',
    );
  });

  it("leaves a page that uses no sprite as it was", () => {
    const html = '<body><svg><use href="#icon-Menu"/></svg></body>';
    expect(withPageSymbols(html, [sprite])).toBe(html);
  });

  it("does not repeat a symbol the page already has", () => {
    const html =
      '<body><svg class="hidden"><symbol id="icon-Phone"></symbol></svg><use href="/assets/lucide-sprite-abc.svg#Phone"/></body>';
    expect(withPageSymbols(html, [sprite])).toBe(
      '<body><svg class="hidden"><symbol id="icon-Phone"></symbol></svg><use href="#icon-Phone"/></body>',
    );
  });

  it("fails the build on a reference to a symbol the sprite lacks", () => {
    expect(() => withPageSymbols('<use href="/assets/lucide-sprite-abc.svg#Nope"/></body>', [sprite])).toThrow(
      'no symbol "Nope"',
    );
  });
});
