/** The spec fixes these headings, messages and link labels. */
import type { StatusPages } from "#app/content/status-pages.schema.ts";

export const comingSoon: StatusPages["comingSoon"] = {
  message: "This page is coming soon",
  actions: [
    { label: "Back to Homepage", href: "/" },
    { label: "Open an Account", href: "/open-account" },
  ],
};

export const login: StatusPages["login"] = {
  title: "Login",
  message: [
    "Logging in on the web with your phone number and password is coming soon.",
    "Until then, please sign in through the Sankofa mobile app.",
  ],
  actions: [
    { label: "Back to Homepage", href: "/" },
    { label: "Download App", href: "/download" },
  ],
};

export const notFound: StatusPages["notFound"] = {
  meta: {
    title: "Page not found",
    description:
      "The page you were looking for is not here. Head back to the Sankofa home page, or find help on our support page, open 24/7.",
    keywords: ["page not found", "404"],
  },
  code: "404",
  heading: "Oops! Page not found",
  text: "The page you were looking for has moved or never existed. Let us get you back on track.",
  action: { label: "Return to Home", href: "/" },
};
