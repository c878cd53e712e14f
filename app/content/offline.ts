/**
 * The words for a phone without a network (issue 25): the note on a page served from the phone,
 * the offline page, and a form kept on the phone until it can be sent.
 */
import type { OfflineText } from "#app/content/offline.schema.ts";

export const offline: OfflineText = {
  savedCopy: "You are reading the copy saved on this phone on {date}. It may have changed since.",
  page: {
    meta: {
      title: "No connection",
      description:
        "This phone has no connection right now. Call or e-mail Sankofa support, or read the pages already saved on this phone.",
      keywords: ["offline", "no connection"],
    },
    heading: "No connection right now",
    text: "This page is not saved on your phone, and the network cannot reach us. You can still call or e-mail us, or read a page you opened before.",
    contactHeading: "Talk to support",
    phoneLabel: "Call us",
    emailLabel: "E-mail us",
    savedPagesHeading: "Pages saved on this phone",
    savedOn: "saved {date}",
    noSavedPages: "No page is saved on this phone yet.",
  },
  queued: {
    heading: "Not sent yet",
    text: "There is no connection, so your form is saved on this phone. It will be sent when the connection returns, even if you close this page.",
    cancel: "Cancel sending",
    cancelled: "Cancelled. Nothing was sent, and your words are back in the form.",
  },
};
