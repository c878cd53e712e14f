/**
 * Which section of an article is being read, for the table of contents' highlight: the last
 * section whose heading has scrolled above the reading line, a little below the top of the
 * window (under the sticky header, where the eye starts on a page).
 */

/** The reading line, as a fraction of the window's height from its top. */
export const readingLineRatio = 0.3;

/**
 * Index of the section being read, given the top of each section heading relative to the window
 * (getBoundingClientRect().top), in document order; -1 while the reader is still above the first.
 */
export function currentSectionIndex(headingTops: readonly number[], readingLine: number): number {
  return headingTops.findLastIndex((top) => top <= readingLine);
}
