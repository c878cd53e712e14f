import type { Route } from "./+types/download";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { StoreBadge } from "#app/components/store-badge.tsx";
import { fill } from "#app/lib/i18n/template.ts";
import { pageContentWithMeta, pageLanguage } from "#app/lib/i18n/content.server.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { useContent, useLayout } from "#app/lib/i18n/page.ts";
import { drawQrCode } from "#app/lib/qr-code.server.ts";
import { absoluteUrl, layoutOf, seo } from "#app/lib/seo.ts";

/** The QR code holds this page's own address, so one code serves both stores (docs/decisions/013). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = pageContentWithMeta(request, ["download", "statusPages", "home"], "/download");
  // The page in the visitor's language: a phone that scans it opens the same page.
  const address = absoluteUrl(localizeHref(page.meta.path, pageLanguage(request).code));
  return { ...page, address, qrCode: drawQrCode(address) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

/** The placeholder's heading and text (spec), the store badges and, on a wide screen, a QR code (D17). */
export default function Download({ loaderData }: Route.ComponentProps) {
  const { address, qrCode, meta: page } = loaderData;
  const download = useContent("download");
  const { comingSoon } = useContent("statusPages");
  const { newTabNote } = useContent("home").hero;
  const { appStores } = useLayout().content.site;
  const badges = [
    { glyph: "apple", ...appStores.apple },
    { glyph: "googleplay", ...appStores.google },
  ] as const;
  return (
    <ComingSoon title={page.title} message={<p>{comingSoon.message}</p>} actions={comingSoon.actions}>
      <div className="mt-12 flex flex-col items-center gap-10 lg:flex-row lg:items-center">
        <ul aria-label={download.storesLabel} className="grid gap-3">
          {badges.map((badge) => (
            <li key={badge.glyph}>
              <StoreBadge glyph={badge.glyph} label={badge.label} url={badge.url} newTabNote={newTabNote} />
            </li>
          ))}
        </ul>
        {/* Fixed black on white in both themes: scanners read dark modules on a light quiet zone. */}
        <figure className="hidden max-w-56 flex-col items-center gap-3 lg:flex">
          <svg
            role="img"
            aria-label={fill(download.qrLabel, { address })}
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
