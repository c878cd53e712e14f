import { useMatches } from "react-router";
import type { Route } from "./+types/placeholder";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { placeholderFor } from "#app/content/placeholders.ts";
import { comingSoon } from "#app/content/status-pages.ts";
import { waitlist, type WaitlistPage } from "#app/content/waitlist.ts";
import { prerenderedPath } from "#app/lib/route-paths.ts";
import { seo } from "#app/lib/seo.ts";
import { WaitlistForm } from "#app/routes/waitlist-form.tsx";
import waitlistScriptUrl from "#app/client/waitlist/waitlist-script.ts?worker&url";

/**
 * One module for every "coming soon" route: its content is looked up by the route id that
 * app/routes.ts gives it, and its canonical is the path it was prerendered at, the table's own.
 * /open-account and /webapp keep their heading and text and add the waitlist as the next step (D17).
 */
export function meta({ matches }: Route.MetaArgs) {
  const match = matches.at(-1);
  return seo({ ...placeholderFor(match?.id ?? ""), path: prerenderedPath(match?.pathname ?? "/") });
}

function isWaitlistPage(routeId: string): routeId is WaitlistPage {
  return Object.hasOwn(waitlist.intro, routeId);
}

export default function Placeholder() {
  const routeId = useMatches().at(-1)?.id ?? "";
  const placeholder = placeholderFor(routeId);
  const { message, actions } = comingSoon;
  const hasWaitlist = isWaitlistPage(routeId);
  return (
    <>
      <ComingSoon
        title={placeholder.title}
        message={<p>{message}</p>}
        actions={hasWaitlist ? [...actions, waitlist.joinLink] : actions}
      />
      {hasWaitlist ? (
        <>
          <WaitlistForm page={routeId} />
          <script src={waitlistScriptUrl} defer />
        </>
      ) : null}
    </>
  );
}
