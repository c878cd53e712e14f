import { isRouteErrorResponse } from "react-router";
import { ComingSoon } from "#app/components/coming-soon.tsx";
import { unexpectedError } from "#app/content/unexpected-error.ts";

/** The status or message of whatever was thrown, as the spec's error catalogue asks. */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return unexpectedError.fallbackDetail;
}

export function ErrorPage({ error }: { error: unknown }) {
  return (
    <ComingSoon
      title={unexpectedError.title}
      message={<p>{errorDetail(error)}</p>}
      actions={[unexpectedError.action]}
    />
  );
}
