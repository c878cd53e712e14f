/**
 * The networks the site is measured on. `ng-2g` is Nigeria's 2G under load (issue 25, D26): an
 * 800 ms round trip, 400 kbps down, 200 kbps up, a phone six times slower than the machine.
 * Lighthouse's simulation reads rttMs, throughputKbps and cpuSlowdownMultiplier; its applied
 * throttling and Chromium's emulation read the request-level figures, which Lighthouse derives from
 * a round trip with its own factors (3.75 for latency, 0.9 for throughput).
 */

export type NetworkProfile = {
  rttMs: number;
  throughputKbps: number;
  uploadKbps: number;
  cpuSlowdownMultiplier: number;
};

export const networkProfiles = {
  "slow-4g": { rttMs: 150, throughputKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdownMultiplier: 4 },
  "ng-2g": { rttMs: 800, throughputKbps: 400, uploadKbps: 200, cpuSlowdownMultiplier: 6 },
} as const satisfies Record<string, NetworkProfile>;

export type NetworkProfileName = keyof typeof networkProfiles;

export function isNetworkProfileName(name: string): name is NetworkProfileName {
  return Object.hasOwn(networkProfiles, name);
}

/** Lighthouse's `throttling` setting for a profile, for simulated and applied throttling alike. */
export function lighthouseThrottling(profile: NetworkProfile) {
  return {
    rttMs: profile.rttMs,
    throughputKbps: profile.throughputKbps,
    requestLatencyMs: profile.rttMs * 3.75,
    downloadThroughputKbps: profile.throughputKbps * 0.9,
    uploadThroughputKbps: profile.uploadKbps * 0.9,
    cpuSlowdownMultiplier: profile.cpuSlowdownMultiplier,
  };
}

/**
 * Chromium's own emulation (CDP Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate),
 * with the profile's figures as they are: what a person measuring in DevTools would set.
 */
export function chromiumEmulation(profile: NetworkProfile) {
  return {
    network: {
      offline: false,
      latency: profile.rttMs,
      downloadThroughput: (profile.throughputKbps * 1024) / 8,
      uploadThroughput: (profile.uploadKbps * 1024) / 8,
    },
    cpuRate: profile.cpuSlowdownMultiplier,
  };
}
