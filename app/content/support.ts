/** Spec section 2, asserted on the page by tests/e2e/support.spec.ts; the FAQ is faq.ts. */

export const support = {
  hero: {
    title: "How can we help?",
    lead: "Day or night, wherever you are, we’re here. Chat with us, give us a call or send an e-mail: whichever is easiest for you, a real person will help you sort it out.",
    chatLabel: "Start Live Chat",
    callLabel: "Call",
    emailLabel: "E-mail",
  },
  faq: {
    title: "Frequently Asked Questions",
    intro: "Quick answers to the questions we hear most. Can’t find yours? Chat with us or send us a message.",
  },
  help: {
    title: "Other ways to reach us",
    contact: {
      title: "Contact Information",
      hours: { label: "Support hours", value: "24/7, every day of the year" },
      phoneLabel: "Phone",
      email: { label: "E-mail", responseTime: "We reply within 2 hours." },
      languages: { label: "We speak", list: ["English", "French", "Arabic", "Hausa", "Yoruba", "Igbo"] },
    },
    assistant: {
      title: "AI Assistant",
      text: "Got a quick question? Our assistant answers straight away, at any hour, and hands you to someone on our team whenever you’d rather talk to a person.",
      action: "Chat with AI Assistant",
    },
    emergency: {
      title: "Emergency Support",
      text: "Lost your phone or card, or spotted a payment you don’t recognise? Call us now, any time. Report fraud within 24 hours so we can act fast.",
      action: "Emergency Hotline",
    },
  },
  form: {
    title: "Send Us a Message",
    intro:
      "Tell us what’s going on and we’ll get back to you within 2 hours. If it’s about your account’s safety, choose Urgent and we’ll look at it first.",
    requiredNote: "Fields marked * are required.",
    labels: {
      name: "Full Name",
      email: "Email Address",
      subject: "Subject",
      message: "Message",
      priority: "Priority",
    },
    placeholders: {
      name: "e.g. Chiamaka Obi",
      email: "you@example.com",
      subject: "What is this about?",
      message: "Tell us how we can help. Please don’t include your PIN, password or any one-time code.",
    },
    submit: "Send Message",
    sending: "Sending...",
    clear: "Clear Form",
    honeypotLabel: "Leave this field empty",
  },
};

export type SupportContent = typeof support;
