/** D17. Its title is in pages.ts, its "coming soon" in status-pages.ts, its store links in app/site.config.ts. */
import type { DownloadContent } from "#app/content/download.schema.ts";

export const download: DownloadContent = {
  storesLabel: "Get the app from your phone’s store",
  qrLabel: "QR code of {address}",
  qrCaption: "On a computer? Point your phone’s camera at the code to open this page there, then choose your store.",
  waitlist: {
    text: "Not ready for the app yet? Join the waitlist and we’ll tell you when Sankofa opens where you live.",
    link: { label: "Join the waitlist", href: "/open-account" },
  },
};
