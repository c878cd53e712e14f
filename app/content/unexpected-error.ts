/**
 * The root error boundary's copy (spec section 8: "Unexpected Application Error!"). Its own module,
 * so that whatever renders the error boundary needs only this of the copy.
 */
import type { UnexpectedError } from "#app/content/status-pages.schema.ts";

export const unexpectedError: UnexpectedError = {
  title: "Unexpected Application Error!",
  fallbackDetail: "Something went wrong.",
  action: { label: "Return to Home", href: "/" },
};
