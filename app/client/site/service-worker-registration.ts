import { networkDom, serviceWorkerPath, serviceWorkerSaveDataQuery } from "#app/contracts/network.ts";

/**
 * Registers the service worker once the page has loaded, after its first paint and everything it
 * needed (docs/decisions/024). A browser without service workers is left as it is.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // A visitor saving data gets a worker that fetches nothing ahead; switching is an update.
  const savesData = document.documentElement.hasAttribute(networkDom.saveDataAttribute);
  const url = savesData ? `${serviceWorkerPath}?${serviceWorkerSaveDataQuery}` : serviceWorkerPath;
  const register = () => void navigator.serviceWorker.register(url).catch(() => undefined);
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
