import type { Route } from "./+types/login";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { pageContentWithMeta } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  return pageContentWithMeta(request, ["statusPages"], "/login");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.meta, layout: layoutOf(matches) });
}

export default function Login() {
  const { title, message, actions } = useContent("statusPages").login;
  return (
    <ComingSoon
      title={title}
      message={message.map((paragraph, index) => (
        <p key={paragraph} className={index > 0 ? "mt-2" : undefined}>
          {paragraph}
        </p>
      ))}
      actions={actions}
    />
  );
}
