import { ButtonLink } from "#app/components/button-link.tsx";
import { Container } from "#app/components/container.tsx";
import { notFound } from "#app/content/status-pages.ts";
import { notFoundPath } from "#app/lib/route-paths.ts";
import { seo } from "#app/lib/seo.ts";

export function meta() {
  return seo({ ...notFound.meta, path: notFoundPath, noindex: true });
}

// The page is prerendered once and sent for every unknown path, so the path is read in the browser.
const logAttemptedPath = `console.error("404 Not Found: " + location.pathname);`;

export default function NotFound() {
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
