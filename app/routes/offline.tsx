import { Container } from "#app/components/container.tsx";
import type { Route } from "./+types/offline";
import { hook } from "#app/contracts/page.ts";
import { networkDom } from "#app/contracts/network.ts";
import { pageContent } from "#app/lib/i18n/content.server.ts";
import { useContent } from "#app/lib/i18n/page.ts";
import { offlinePath } from "#app/lib/route-paths.ts";
import { layoutOf, seo } from "#app/lib/seo.ts";
import { site } from "#app/site.config.ts";

export function loader({ request }: Route.LoaderArgs) {
  return pageContent(request, ["offline"]);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seo({ ...loaderData.content.offline.page.meta, path: offlinePath, noindex: true, layout: layoutOf(matches) });
}

/**
 * What a phone without a network shows for a page it has not saved (docs/decisions/024): the
 * service worker keeps this page and, serving it, lists the pages saved on the phone in place of
 * the hidden sample item.
 */
export default function Offline() {
  const { page } = useContent("offline");
  return (
    <Container className="max-w-3xl py-16">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-ink-muted">{page.text}</p>
      <h2 className="mt-10 text-xl font-bold">{page.contactHeading}</h2>
      <ul className="mt-4 space-y-3 text-lg">
        <li>
          {page.phoneLabel}:{" "}
          <a className="font-semibold text-brand underline" href={`tel:${site.phone.e164}`}>
            <bdi>{site.phone.display}</bdi>
          </a>
        </li>
        <li>
          {page.emailLabel}:{" "}
          <a className="font-semibold text-brand underline" href={`mailto:${site.email}`}>
            <bdi>{site.email}</bdi>
          </a>
        </li>
      </ul>
      <h2 className="mt-10 text-xl font-bold">{page.savedPagesHeading}</h2>
      <ul {...hook(networkDom.savedPages)} className="mt-4 space-y-2">
        <li {...hook(networkDom.savedPage)} hidden>
          <a className="font-semibold text-brand underline" href="/">
            {"{title}"}
          </a>{" "}
          <span className="text-sm text-ink-muted">{page.savedOn}</span>
        </li>
      </ul>
      <p {...hook(networkDom.noSavedPages)} className="mt-4 text-ink-muted">
        {page.noSavedPages}
      </p>
    </Container>
  );
}
