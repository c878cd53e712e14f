/**
 * What `npm run lighthouse -- --profile ng-2g` measures beside each page's first visit, for the
 * pages its budget names (docs/decisions/024): the bytes the page transfers with `Save-Data: on`,
 * and its repeat visit, served by the service worker from the phone.
 */
import { median } from "./median.ts";
import type { NetworkProfile } from "./network-profiles.ts";
import { measureRepeatVisits } from "./repeat-visit.ts";
import type { ThrottlingProxy } from "./throttling-proxy.ts";

export type ProfileBudget = {
  /** A first visit whose document fits the first round trip's bytes. */
  largestContentfulPaintMs: number;
  /** What each further round trip the document itself needs may add. */
  perRoundTripMs: number;
  cumulativeLayoutShift: number;
  /** A repeat visit's first paint, from the phone. */
  repeatVisitFirstPaintMs: number;
  /** The pages whose repeat visit and Save-Data bytes are measured (and asserted). */
  pages: string[];
};

/** TCP's first window (10 segments of 1,460 bytes), doubling each round trip, as Lighthouse models it. */
const firstWindowBytes = 10 * 1460;

/** The round trips a response of `bytes` takes to arrive on a new connection after its first byte's. */
export function documentRoundTrips(bytes: number): number {
  let trips = 1;
  let window = firstWindowBytes;
  for (let arrived = window; arrived < bytes; arrived += window) {
    window *= 2;
    trips += 1;
  }
  return trips;
}

export type ProfileExtras = {
  path: string;
  saveDataBytes: number;
  repeatFirstPaintMs: number;
  repeatLargestPaintMs: number;
  repeatFromPhone: boolean;
};

export async function measureProfileExtras(
  paths: readonly string[],
  runs: number,
  transferWithSaveData: (path: string) => Promise<number>,
  proxy: ThrottlingProxy,
  profile: NetworkProfile,
): Promise<ProfileExtras[]> {
  const extras: ProfileExtras[] = [];
  for (const path of paths) {
    const saveData: number[] = [];
    for (let run = 0; run < runs; run += 1) saveData.push(await transferWithSaveData(path));
    const visits = [];
    for (let run = 0; run < runs; run += 1) visits.push(...(await measureRepeatVisits(proxy, [path], profile)));
    extras.push({
      path,
      saveDataBytes: median(saveData),
      repeatFirstPaintMs: median(visits.map((visit) => visit.firstPaintMs)),
      repeatLargestPaintMs: median(visits.map((visit) => visit.largestPaintMs)),
      repeatFromPhone: visits.every((visit) => visit.fromPhone),
    });
  }
  return extras;
}
