import type { ReactNode } from "react";
import { Links, Meta, Outlet, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import siteScriptUrl from "#app/client/site/site-script.ts?worker&url";
import faviconSvg from "#app/assets/favicon.svg?raw";
import printStylesheetUrl from "#app/print.css?url";
import { AfterPaint, FullStylesheet } from "#app/components/after-paint.tsx";
import { afterPaintScript } from "#app/client/after-paint.ts";
import { freshVisitScript } from "#app/client/fresh-visit.ts";
import { dataSavingScript } from "#app/client/data-saving.ts";
import { earlyTapsScript } from "#app/client/taps.ts";
import { networkDom, themeColours } from "#app/contracts/network.ts";
import { ErrorPage } from "#app/components/error-page.tsx";
import { InlineIconSymbols } from "#app/components/icon.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { feedPath } from "#app/lib/seo.ts";
import { dateLocale, localizeHref, writingSystemOf } from "#app/lib/i18n/language.ts";
import { themeScript } from "#app/lib/theme.ts";
import { firstPaintTypeface } from "#app/lib/typefaces.ts";
import { site } from "#app/site.config.ts";
import { layoutData } from "#app/lib/i18n/content.server.ts";
import { useLayout } from "#app/lib/i18n/page.ts";
import { LanguageSuggestion } from "#app/components/language-suggestion.tsx";
import { hook, pageDom } from "#app/contracts/page.ts";

export function loader({ request }: Route.LoaderArgs) {
  return layoutData(request);
}

export const links: LinksFunction = () => [{ rel: "icon", href: svgDataUrl(faviconSvg), type: "image/svg+xml" }];

/** Inside the page, the favicon leaves the font the one request before the first paint (docs/decisions/017). */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/[<>#"%]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export function Layout({ children }: { children: ReactNode }) {
  const { language, content } = useLayout();
  return (
    // The head script sets data-theme and data-fresh-visit before React sees the element.
    <html
      lang={language.code}
      dir={language.dir}
      {...hook(pageDom.themeKeyAttribute, site.themeStorageKey)}
      {...hook(pageDom.writingSystemAttribute, writingSystemOf(language.code))}
      {...hook(networkDom.typefaceAttribute, firstPaintTypeface(language.code))}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No paint of a half-parsed header: its end-aligned controls would move as the rest arrive (CLS). */}
        <link rel="expect" href="#main-content" blocking="render" />
        <script
          dangerouslySetInnerHTML={{
            __html: `${themeScript(site.themeStorageKey)};${freshVisitScript()};${dataSavingScript()};${earlyTapsScript()}`,
          }}
        />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeColours.light.theme} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColours.dark.theme} />
        <Meta />
        <Links />
        <link
          rel="alternate"
          href={localizeHref(feedPath, language.code)}
          type="application/rss+xml"
          title={content.interface.feedTitle}
        />
      </head>
      <body className="flex min-h-dvh flex-col bg-bg text-ink antialiased">
        <InlineIconSymbols />
        {/* The site script and the print stylesheet wait for the first paint, as a page's own scripts do. */}
        <AfterPaint>
          <script src={siteScriptUrl} />
          <PrintStylesheet />
        </AfterPaint>
        <a
          href="#main-content"
          className="fixed start-2 top-2 z-50 -translate-y-24 rounded-full bg-brand px-5 py-3 font-semibold text-on-brand focus:translate-y-0"
        >
          {content.interface.skipLink}
        </a>
        <LanguageSuggestion />
        <SiteHeader />
        {/* A focus destination (the skip link's), so app.css draws it no ring. */}
        <main id="main-content" tabIndex={-1} className="flex-1">
          {children}
        </main>
        <SiteFooter />
        {/* Filled in and moved to the top of <main> by the service worker when it serves the copy saved on the phone. */}
        <p
          {...hook(networkDom.savedCopy, dateLocale(language))}
          hidden
          className="mx-auto mt-4 max-w-content rounded-card border border-line bg-accent-soft px-4 py-3 text-sm"
        >
          {content.offline.savedCopy}
        </p>
        {/* See FullStylesheet; the build also reads each page's inlined rules from it. */}
        <noscript>
          <FullStylesheet />
          <PrintStylesheet />
        </noscript>
        {/* Last, so the first round trip carries the page (it still sees a paint that came before it). */}
        <script dangerouslySetInnerHTML={{ __html: afterPaintScript() }} />
      </body>
    </html>
  );
}

function PrintStylesheet() {
  return <link rel="stylesheet" href={printStylesheetUrl} media="print" />;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
