/** The reading line, as a fraction of the window's height: under the sticky header, where the eye starts. */
export const readingLineRatio = 0.3;

/** Given each heading's top relative to the window, in document order; -1 above the first. */
export function currentSectionIndex(headingTops: readonly number[], readingLine: number): number {
  return headingTops.findLastIndex((top) => top <= readingLine);
}
