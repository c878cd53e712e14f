import { ButtonLink } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";
import type { Route } from "./+types/not-found";
import { pageContent } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { notFoundPath } from "#app/lib/route-paths.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";

export function loader({ request }: Route.LoaderArgs) {
  return pageContent(request, ["statusPages"]);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({
    ...loaderData.content.statusPages.notFound.meta,
    path: notFoundPath,
    noindex: true,
    layout: layoutOf(matches),
  });
}

// The page is prerendered once and sent for every unknown path, so the path is read in the browser.
const logAttemptedPath = `console.error("404 Not Found: " + location.pathname);`;

export default function NotFound() {
  const { notFound } = useContent("statusPages");
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p aria-hidden="true" className="text-8xl font-extrabold text-brand sm:text-9xl">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{notFound.heading}</h1>
      <p className="mt-4 max-w-md text-lg text-ink-muted">{notFound.text}</p>
      <ButtonLink href={notFound.action.href} className="mt-8">
        {notFound.action.label}
      </ButtonLink>
      <script dangerouslySetInnerHTML={{ __html: logAttemptedPath }} />
    </Container>
  );
}
