import { useMatches } from "react-router";
import type { Route } from "./+types/placeholder";
import { ButtonLink } from "#app/components/button-link.tsx";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { placeholderFor } from "#app/content/placeholders.ts";
import { seo } from "#app/lib/seo.ts";

/** One module for every "coming soon" route; app/routes.ts gives each its id and content. */
export function meta({ matches }: Route.MetaArgs) {
  const placeholder = placeholderFor(matches.at(-1)?.id ?? "");
  return seo(placeholder);
}

export default function Placeholder() {
  const placeholder = placeholderFor(useMatches().at(-1)?.id ?? "");
  return (
    <ComingSoon
      title={placeholder.title}
      message={<p>This page is coming soon</p>}
      actions={
        <>
          <ButtonLink href="/" variant="secondary">
            Back to Homepage
          </ButtonLink>
          <ButtonLink href="/open-account">Open an Account</ButtonLink>
        </>
      }
    />
  );
}
