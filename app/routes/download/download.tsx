import type { Route } from "./+types/download";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { StoreBadge } from "#app/components/store-badge.tsx";
import { download } from "#app/content/download.ts";
import { home } from "#app/content/home.ts";
import { pageMeta } from "#app/content/pages.ts";
import { comingSoon } from "#app/content/status-pages.ts";
import { fillIn } from "#app/lib/fill-in.ts";
import { drawQrCode } from "#app/lib/qr-code.server.ts";
import { absoluteUrl, seo } from "#app/lib/seo.ts";
import { site } from "#app/site.config.ts";

const page = pageMeta("/download");

/**
 * The code holds this page's own address: a phone that scans it lands here and picks its store,
 * so one code serves both stores without a redirect service (docs/decisions/013).
 */
export async function loader() {
  const address = absoluteUrl(page.path);
  return { address, qrCode: drawQrCode(address) };
}

export function meta() {
  return seo(page);
}

const badges = [
  { glyph: "apple", ...site.appStores.apple },
  { glyph: "googleplay", ...site.appStores.google },
] as const;

/** The placeholder's heading and text (spec), the store badges and, on a wide screen, a QR code (D17). */
export default function Download({ loaderData }: Route.ComponentProps) {
  const { address, qrCode } = loaderData;
  return (
    <ComingSoon title={page.title} message={<p>{comingSoon.message}</p>} actions={comingSoon.actions}>
      <div className="mt-12 flex flex-col items-center gap-10 lg:flex-row lg:items-center">
        <ul aria-label={download.storesLabel} className="grid gap-3">
          {badges.map((badge) => (
            <li key={badge.glyph}>
              <StoreBadge glyph={badge.glyph} label={badge.label} url={badge.url} newTabNote={home.hero.newTabNote} />
            </li>
          ))}
        </ul>
        {/* Fixed black on white in both themes: scanners read dark modules on a light quiet zone. */}
        <figure className="hidden max-w-56 flex-col items-center gap-3 lg:flex">
          <svg
            role="img"
            aria-label={fillIn(download.qrLabel, { address })}
            viewBox={`0 0 ${qrCode.size} ${qrCode.size}`}
            width={176}
            height={176}
            shapeRendering="crispEdges"
            className="rounded-lg border border-line"
          >
            <rect width={qrCode.size} height={qrCode.size} fill="#ffffff" />
            <path d={qrCode.path} fill="#000000" />
          </svg>
          <figcaption className="text-sm text-ink-muted">{download.qrCaption}</figcaption>
        </figure>
      </div>
      <p className="mt-10 max-w-xl text-ink-muted">
        {download.waitlist.text}{" "}
        <a href={download.waitlist.link.href} className="font-semibold text-brand underline">
          {download.waitlist.link.label}
        </a>
      </p>
    </ComingSoon>
  );
}
