import { useMatches } from "react-router";
import type { Route } from "./+types/placeholder";
import { AfterPaint } from "#app/components/after-paint.tsx";
import firstUseScriptUrl from "#app/client/first-use-script.ts?worker&url";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { placeholderIn } from "#app/content/placeholders.ts";
import type { WaitlistContent, WaitlistPage } from "#app/content/waitlist.ts";
import { pageContent } from "#app/lib/i18n/content.server.ts";
import { unlocalizedPath } from "#app/lib/i18n/language.ts";
import { baseRouteId } from "#app/lib/i18n/language-routes.ts";
import { useContent, useLanguage } from "#app/lib/i18n/page.ts";
import { prerenderedPath } from "#app/lib/route-paths.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { WaitlistForm } from "#app/routes/waitlist-form.tsx";
import waitlistScriptUrl from "#app/client/waitlist/waitlist-script.ts?worker&url";

export function loader({ request }: Route.LoaderArgs) {
  return pageContent(request, ["placeholders", "statusPages", "waitlist"]);
}

/**
 * One module for every "coming soon" route: its content is looked up by the route id that
 * app/routes.ts gives it (without its language suffix), and its canonical is the path it was
 * prerendered at, the table's own. /open-account and /webapp keep their heading and text and add
 * the waitlist as the next step (D17).
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

export default function Placeholder() {
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
          <WaitlistForm page={routeId} waitlist={waitlist} language={language} queued={useContent("offline").queued} />
          {/* The form fetches the full stylesheet its results need once the visitor uses it (docs/decisions/017). */}
          <AfterPaint>
            <script src={waitlistScriptUrl} />
            <script src={firstUseScriptUrl} />
          </AfterPaint>
        </>
      ) : null}
    </>
  );
}
