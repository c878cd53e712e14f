/** Lighthouse's blocking threshold: a task blocks for as long as it runs past 50 ms. */
const blockingThresholdMs = 50;

/** One entry of Lighthouse's `long-tasks` audit, in simulated milliseconds. */
export type LongTask = { url: string; startTime: number; duration: number };

export const unattributable = "Unattributable";

/**
 * The navigation's commit (docs/decisions/021): the first long task if unattributable and before the first
 * contentful paint, from that paint to interactive. An estimate: Lighthouse's paint comes from other simulations.
 */
export function commitBlockingMs(tasks: readonly LongTask[], firstPaintMs: number, interactiveMs: number): number {
  const [first] = tasks.toSorted((a, b) => a.startTime - b.startTime);
  if (!first || first.url !== unattributable || first.startTime > firstPaintMs) return 0;
  const after = Math.min(first.startTime + first.duration, interactiveMs) - Math.max(first.startTime, firstPaintMs);
  return Math.max(0, after - blockingThresholdMs);
}
