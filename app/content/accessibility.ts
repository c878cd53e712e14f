/**
 * The accessibility statement (D23). `lastCheck` holds the figures of the last full test run
 * (`npm test` and `npm run test:languages`): update them, and the date, from the run's own output.
 */
export const accessibility = {
  eyebrow: "Accessibility",
  title: "A website everyone can use",
  lead: "Whether you use a screen reader, a keyboard, a magnifier or a small, slow phone, this website should work for you. This page says how we check that, what is not right yet, and how to tell us.",
  standard: {
    heading: "The standard we build to",
    text: "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, in every language, in both the light and the dark theme.",
  },
  testing: {
    heading: "How we test",
    items: [
      "Every change runs automated checks with axe on every page, in both themes, before it can go live. A serious or critical problem stops the release.",
      "Browser tests use each page the way a visitor does: by the names of its buttons, links and form fields, with the keyboard alone, with scripts switched off, and with reduced motion.",
      "We measure the contrast of focus rings and form borders against the colours behind them, and check that nothing needs sideways scrolling from 320 pixels wide.",
      "Lighthouse audits a sample of pages on every change, as a phone on a slow connection would load them.",
    ],
  },
  lastCheck: {
    heading: "Our last check",
    text: "On {date} we checked {pages} pages in {languages} languages, in both themes, at widths from {narrowest} to {widest} pixels. Axe found {violations} serious or critical problems. Lighthouse scored accessibility {score} out of 100 on each of the {lighthousePages} pages it audits.",
    browser: "Tested in {browser}.",
  },
  limitations: {
    heading: "What is not right yet",
    items: [
      "Pages in languages other than English have not yet been read by a native-speaking reviewer. Each of those pages says so and links to the English page.",
      "We test in Chromium only. We have not yet tested with Safari or Firefox, or with people who use screen readers such as JAWS, NVDA, VoiceOver and TalkBack every day.",
      "A live chat service, when a bank using this site switches one on, comes from another company and is not covered by our tests.",
    ],
  },
  contact: {
    heading: "Tell us about a barrier",
    text: "If anything on this website gets in your way, e-mail {email} or call {phone}. We reply within 2 hours, and within 10 business days we either fix the problem or tell you when we will.",
  },
};
