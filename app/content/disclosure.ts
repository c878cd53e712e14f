/** The responsible-disclosure policy that /.well-known/security.txt points to (D23). */
export const disclosure = {
  eyebrow: "Security",
  title: "Found a security problem? Tell us",
  lead: "If you have found a weakness in our website or app, we want to hear about it, and we will work with you to fix it.",
  report: {
    heading: "How to report it",
    text: "E-mail {contact} with what you found, the steps to reproduce it and what an attacker could do with it. Please write in English or French if you can.",
    securityTxt: "Our contact details are also published at {path}.",
  },
  promises: {
    heading: "What we promise",
    items: [
      "We acknowledge your report within 3 business days and tell you what happens next.",
      "We keep you informed while we investigate and fix it, and tell you when it is fixed.",
      "If you wish, we thank you by name once the problem is fixed.",
      "We take no legal action against research done in good faith that follows the rules below.",
    ],
  },
  rules: {
    heading: "The rules for testing",
    items: [
      "Test only with your own accounts and data. If you reach anyone else’s information, stop and tell us straight away.",
      "Do not try to disrupt our services, send spam, or trick our staff or customers.",
      "Keep what you found between you and us until it is fixed, or for 90 days, whichever comes first.",
    ],
  },
  outOfScope: {
    heading: "What we do not need reports about",
    items: [
      "Results of automated scanners without a way to exploit them.",
      "Missing security headers or settings that do not lead to an attack.",
      "Services run by other companies that we link to.",
    ],
  },
};
