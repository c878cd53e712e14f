import { isRouteErrorResponse } from "react-router";
import { ButtonLink } from "#app/components/button-link.tsx";
import { ComingSoon } from "#app/components/coming-soon.tsx";

/** The status or message of whatever was thrown, as the spec's error catalogue asks. */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong.";
}

/** Shown by the root error boundary: "Unexpected Application Error!" and what happened. */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <ComingSoon
      title="Unexpected Application Error!"
      message={<p>{errorDetail(error)}</p>}
      actions={<ButtonLink href="/">Return to Home</ButtonLink>}
    />
  );
}
