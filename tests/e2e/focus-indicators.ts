import type { Page } from "@playwright/test";

/** One focusable element's indicator, as the browser paints it. */
export type FocusMeasure = {
  element: string;
  /** :focus-visible matched, and an outline of at least 2 px is drawn. */
  drawn: boolean;
  /** The outline against the colour behind the element (what surrounds the ring). */
  againstSurroundings: number;
  /**
   * The part of the indicator that touches the element (an inner ring when one is drawn, otherwise
   * the outline) against the element's own background, composited over what is behind it.
   */
  againstElement: number;
};

type Rgba = [number, number, number, number];

/** The first rgb()/rgba() of a computed value: a box-shadow lists its colour first, then its lengths. */
function parseColour(value: string): Rgba | null {
  const channels = /rgba?\(([^)]*)\)/
    .exec(value)?.[1]
    ?.split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!channels || channels.length < 3) return null;
  return [channels[0]!, channels[1]!, channels[2]!, channels[3] ?? 1];
}

function over(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top[3];
  const mix = (index: number) => top[index]! * alpha + bottom[index]! * (1 - alpha);
  return [mix(0), mix(1), mix(2), 1];
}

function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour given as 0-255 red, green and blue. */
function luminance([r, g, b]: readonly number[]): number {
  return 0.2126 * linearChannel(r!) + 0.7152 * linearChannel(g!) + 0.0722 * linearChannel(b!);
}

/** WCAG contrast ratio of two opaque colours (0-255 red, green and blue; any alpha is ignored). */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [high, low] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** Background colours from the element's parent up to the first opaque one, composited from the canvas up. */
function backgroundOf(layers: readonly string[]): Rgba {
  return layers
    .map(parseColour)
    .filter((colour): colour is Rgba => colour !== null && colour[3] > 0)
    .reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
}

/**
 * Focuses every visible keyboard-focusable element of the page in turn and measures its focus
 * indicator from computed styles: outline colour and width, the inner ring (box-shadow) colour, the
 * element's own background and the effective background behind it (ancestors' colours composited,
 * alpha included). Call after one real Tab press, so script focus counts as keyboard focus.
 */
export async function measureFocusIndicators(page: Page): Promise<FocusMeasure[]> {
  const painted = await page.evaluate(async () => {
    const focusable = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
      ),
    ].filter(
      (element) =>
        !element.matches(":disabled, [tabindex='-1']") &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        element.getClientRects().length > 0,
    );
    const results = [];
    for (const element of focusable) {
      element.focus();
      // Colour transitions (outline-color among them) must end before the indicator is read.
      await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
      const style = getComputedStyle(element);
      const behind: string[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        behind.push(colour);
        if (colour.startsWith("rgb(")) break;
      }
      results.push({
        element: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`,
        focusVisible: element.matches(":focus-visible"),
        outlineStyle: style.outlineStyle,
        outlineWidth: parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
        boxShadow: style.boxShadow,
        backgroundColor: style.backgroundColor,
        behind,
      });
    }
    return results;
  });
  return painted.map((found) => {
    const behind = backgroundOf(found.behind);
    const own = over(parseColour(found.backgroundColor) ?? [0, 0, 0, 0], behind);
    const outline = over(parseColour(found.outlineColor) ?? [0, 0, 0, 0], behind);
    const inner = found.boxShadow === "none" ? null : parseColour(found.boxShadow);
    return {
      element: found.element,
      drawn: found.focusVisible && found.outlineStyle !== "none" && found.outlineWidth >= 2,
      againstSurroundings: contrastRatio(outline, behind),
      againstElement: contrastRatio(inner ? over(inner, own) : outline, own),
    };
  });
}
