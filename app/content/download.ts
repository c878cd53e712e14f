/**
 * The download page's own copy (D17). Its heading, metadata and "coming soon" text are the
 * placeholder's (app/content/pages.ts, status-pages.ts); the store links are the site
 * configuration's (app/site.config.ts).
 */
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
