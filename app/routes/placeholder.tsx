import { useMatches } from "react-router";
import type { Route } from "./+types/placeholder";
import { AfterPaint } from "#app/components/after-paint.tsx";
import firstUseScriptUrl from "#app/client/first-use-script.ts?worker&url";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { placeholderIn } from "#app/content/placeholders.ts";
import type { WaitlistContent, WaitlistPage } from "#app/content/waitlist.ts";
import { pageContent, pageLanguage, regionNaming } from "#app/lib/i18n/content.server.ts";
import { countryList } from "#app/lib/countries.ts";
import { unlocalizedPath } from "#app/lib/i18n/language.ts";
import { baseRouteId } from "#app/lib/i18n/language-routes.ts";
import { useContent, useLanguage } from "#app/lib/i18n/page.ts";
import { prerenderedPath } from "#app/lib/route-paths.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { WaitlistForm } from "#app/routes/waitlist-form.tsx";
import waitlistScriptUrl from "#app/client/waitlist/waitlist-script.ts?worker&url";

export function loader({ request }: Route.LoaderArgs) {
  const naming = regionNaming(pageLanguage(request).code);
  return {
    ...pageContent(request, ["placeholders", "statusPages", "waitlist"]),
    countries: { residence: countryList("residence", naming), destination: countryList("destination", naming) },
  };
}

/**
 * One module for every "coming soon" route: its content is found by its route id in app/routes.ts
 * (without the language suffix); /open-account and /webapp add the waitlist (D17).
 */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const match = matches.at(-1);
  const layout = layoutOf(matches);
  const codes = layout?.languages.map((language) => language.code) ?? [];
  return seo({
    ...placeholderIn(loaderData.content.placeholders, baseRouteId(match?.id ?? "")),
    path: unlocalizedPath(prerenderedPath(match?.pathname ?? "/"), codes),
    layout,
  });
}

function isWaitlistPage(waitlist: WaitlistContent, routeId: string): routeId is WaitlistPage {
  return Object.hasOwn(waitlist.intro, routeId);
}

export default function Placeholder({ loaderData }: Route.ComponentProps) {
  const routeId = baseRouteId(useMatches().at(-1)?.id ?? "");
  const placeholder = placeholderIn(useContent("placeholders"), routeId);
  const { message, actions } = useContent("statusPages").comingSoon;
  const waitlist = useContent("waitlist");
  const language = useLanguage();
  const hasWaitlist = isWaitlistPage(waitlist, routeId);
  return (
    <>
      <ComingSoon
        title={placeholder.title}
        message={<p>{message}</p>}
        actions={hasWaitlist ? [...actions, waitlist.joinLink] : actions}
      />
      {hasWaitlist ? (
        <>
          <WaitlistForm
            page={routeId}
            waitlist={waitlist}
            language={language}
            countries={loaderData.countries}
            queued={useContent("offline").queued}
          />
          <AfterPaint>
            <script src={waitlistScriptUrl} />
            <script src={firstUseScriptUrl} />
          </AfterPaint>
        </>
      ) : null}
    </>
  );
}
