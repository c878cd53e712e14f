/** Spec section 8. Its own module, so the error boundary needs only this of the copy. */
import type { UnexpectedError } from "#app/content/status-pages.schema.ts";

export const unexpectedError: UnexpectedError = {
  title: "Unexpected Application Error!",
  fallbackDetail: "Something went wrong.",
  action: { label: "Return to Home", href: "/" },
};
