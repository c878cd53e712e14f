/**
 * How much of a Lighthouse run's blocking time is the navigation's commit (docs/decisions/021):
 * the renderer's first task, V8 creating the window's context before any of the page is parsed.
 * Lighthouse lists it as its first long task, which no script or document owns. Its simulation
 * leaves it out of the first-paint estimate, so it straddles that paint, and its part after the
 * paint, less the 50 ms every task is allowed, counts as blocking.
 */

/** Lighthouse's blocking threshold: a task blocks for as long as it runs past 50 ms. */
const blockingThresholdMs = 50;

/** One entry of Lighthouse's `long-tasks` audit, in simulated milliseconds. */
export type LongTask = { url: string; startTime: number; duration: number };

/** The label Lighthouse gives a task that no script or document owns. */
export const unattributable = "Unattributable";

/**
 * The blocking time of the commit: the first long task, when it is unattributable and starts
 * before the first contentful paint, counted between that paint and the time to interactive.
 * An estimate, since Lighthouse takes its blocking time's paint from other simulations.
 */
export function commitBlockingMs(tasks: readonly LongTask[], firstPaintMs: number, interactiveMs: number): number {
  const [first] = tasks.toSorted((a, b) => a.startTime - b.startTime);
  if (!first || first.url !== unattributable || first.startTime > firstPaintMs) return 0;
  const after = Math.min(first.startTime + first.duration, interactiveMs) - Math.max(first.startTime, firstPaintMs);
  return Math.max(0, after - blockingThresholdMs);
}
