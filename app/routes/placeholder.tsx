import { useMatches } from "react-router";
import type { Route } from "./+types/placeholder";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { placeholderIn } from "#app/content/placeholders.ts";
import { pageContent } from "#app/lib/i18n/content.server.ts";
import { unlocalizedPath } from "#app/lib/i18n/language.ts";
import { baseRouteId } from "#app/lib/i18n/language-routes.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { prerenderedPath } from "#app/lib/route-paths.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  return pageContent(request, ["placeholders", "statusPages"]);
}

/**
 * One module for every "coming soon" route: its content is looked up by the route id that
 * app/routes.ts gives it (without its language suffix), and its canonical is the path it was
 * prerendered at, the table's own.
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

export default function Placeholder() {
  const placeholders = useContent("placeholders");
  const placeholder = placeholderIn(placeholders, baseRouteId(useMatches().at(-1)?.id ?? ""));
  const { message, actions } = useContent("statusPages").comingSoon;
  return <ComingSoon title={placeholder.title} message={<p>{message}</p>} actions={actions} />;
}
