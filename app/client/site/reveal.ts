/** Scroll-reveal constants of spec section 9. */
export const revealThreshold = 0.1;
export const revealBottomMarginPx = 100;
export const revealStaggerMs = 150;

export const revealObserverOptions: IntersectionObserverInit = {
  threshold: revealThreshold,
  // A block is revealed once it is 100 px into view, where the visitor actually sees it arrive.
  rootMargin: `0px 0px -${revealBottomMarginPx}px 0px`,
};

export function revealDelay(indexInBatch: number): number {
  return Math.max(0, indexInBatch) * revealStaggerMs;
}
