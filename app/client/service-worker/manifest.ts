/**
 * What the build tells the service worker (scripts/lib/service-worker-build.ts writes it into
 * sw.js, so a new build is a new service worker): the shell to keep, by version.
 */
export type ServiceWorkerManifest = {
  /** Changes with every file the shell names and with the worker's own code. */
  version: string;
  /** The full and print stylesheets, the site's scripts and the icon sprite: hashed addresses. */
  shell: string[];
  /** The font files of each writing system (Latn, Arab), kept only for the languages in use. */
  typefaces: Record<string, string[]>;
  /** Each language's writing system and its offline page; the default language has no prefix. */
  languages: Record<string, { script: string; offlinePage: string }>;
  defaultLanguage: string;
  /** Where the stored forms post: the only requests that are ever kept to send later. */
  intakeEndpoints: string[];
};

/** Replaced by the build with the manifest's JSON (the string literal, quotes included). */
declare const serviceWorkerManifest: ServiceWorkerManifest;

export const manifest: ServiceWorkerManifest = serviceWorkerManifest;
