/**
 * The complaints page and its form (D23): how to complain, what happens next and when, where to go
 * if our answer does not settle it. The times follow the Terms (acknowledged within 1 business day,
 * resolved within 15) and are within the CBN's (docs/spec/trust-facts.md).
 */
export const complaints = {
  eyebrow: "Complaints",
  title: "When something goes wrong, tell us",
  lead: "We want to put things right quickly and fairly. Here is how to complain, what happens next, and how long each step takes.",
  ways: {
    heading: "How to complain",
    intro: "Choose whichever is easiest for you. Each way reaches the same team, and every complaint gets a reference.",
    form: {
      title: "Use the form",
      text: "Fill in the form on this page. You see your reference as soon as you send it.",
    },
    email: { title: "Write to us", text: "E-mail {email}, and say in the subject that it is a complaint." },
    phone: { title: "Call us", text: "Call {phone}, day or night." },
  },
  next: {
    heading: "What happens next",
    steps: [
      {
        title: "We acknowledge it",
        text: "Within 1 business day we confirm we have your complaint and give you its reference. Quote it whenever you contact us about it.",
      },
      {
        title: "We look into it",
        text: "A person on our team, not a machine, looks at what happened. They may ask you for details or documents.",
      },
      {
        title: "We answer you in writing",
        text: "We tell you what we found, what we will do about it, and what you can do if you disagree.",
      },
    ],
  },
  windows: {
    heading: "How long it takes",
    intro:
      "We aim to resolve every complaint within these times. If a complicated case needs longer, we tell you before the time runs out, with the reason and the day to expect our answer.",
    category: "Kind of problem",
    time: "Resolved within",
    rows: {
      transfer: { label: "A card payment or a transfer", time: "72 hours" },
      account: { label: "Your account: opening it, your details, signing in", time: "10 business days" },
      charges: { label: "A fee or charge you disagree with", time: "15 business days" },
    },
  },
  escalation: {
    heading: "If you are not satisfied",
    licensed:
      "If our answer does not settle your complaint, or we have not answered in time, you can take it to {name}: e-mail {email}, or write to {address}.",
    demonstration:
      "Sankofa is a demonstration brand that no regulator supervises, so no one outside it handles complaints about it. A licensed bank using this site names here the body you can turn to, such as the Central Bank of Nigeria’s Consumer Protection Department.",
  },
  form: {
    title: "Make a complaint",
    intro: "Tell us what happened in your own words. Please don’t include your PIN, password or any one-time code.",
    requiredNote: "Fields marked * are required.",
    labels: {
      name: "Full name",
      email: "E-mail address",
      phone: "Phone number (optional)",
      category: "What is it about?",
      reference: "Earlier reference (optional)",
      description: "What happened",
    },
    placeholders: {
      name: "e.g. Chiamaka Obi",
      email: "you@example.com",
      phone: "e.g. +234 803 000 0000",
      reference: "e.g. 7Q4M-2XPA",
      description: "What happened, when, and what you would like us to do.",
    },
    chooseCategory: "Choose one",
    categories: {
      transfer: "A transfer",
      card: "A card payment",
      account: "My account",
      charges: "A fee or charge",
      fraud: "Fraud or a scam",
      service: "How I was treated",
      other: "Something else",
    },
    submit: "Send complaint",
    sending: "Sending...",
    honeypotLabel: "Leave this field empty",
    results: {
      sent: "We have your complaint. We will acknowledge it within 1 business day.",
      reference: "Your reference is {reference}. Please quote it whenever you contact us about this complaint.",
      error: "We could not send your complaint. Please try again, or e-mail or call us.",
    },
  },
  /** The rules' words: {field} names a field inside a sentence, {max} a length. */
  fields: {
    name: { label: "your name", required: "Please tell us your name." },
    email: { label: "your e-mail address", required: "Please enter your e-mail address." },
    phone: { label: "your phone number", required: "Please enter your phone number." },
    reference: { label: "the earlier reference", required: "Please enter the earlier reference." },
    description: { label: "what happened", required: "Please tell us what happened." },
  },
  rules: {
    tooLong: "Please keep {field} to {max} characters or fewer.",
    controlCharacters: "Please remove the hidden control characters from {field}.",
    invisibleCharacters:
      "Please retype {field}: it contains invisible characters, such as zero-width spaces or text-direction controls.",
    unreadable: "Part of {field} could not be read. Please retype it.",
    email: "Please enter a valid e-mail address, such as ada@example.com.",
    phone: "Please enter a phone number in figures, such as +234 803 000 0000.",
    category: "Please choose what your complaint is about.",
    reference: "A reference has 8 letters and figures, such as 7Q4M-2XPA. Please check it, or leave the field empty.",
  },
  refusals: {
    crossSite: "Complaints can only be sent from our own website.",
    rateLimited: "You have sent several messages in a short time. Please wait a minute and try again.",
    unsupported: "Please send the form as multipart/form-data or application/x-www-form-urlencoded.",
    tooLarge: "Your complaint is too large to send. Please shorten it and try again.",
    unreadable: "We could not read the form. Please try again.",
    invalid: "Please check the highlighted fields and try again.",
    badKey: "The idempotency key must be 16 to 128 letters, digits, dashes or underscores.",
    storeFailed: "We could not save your complaint just now. Please try again, or e-mail or call us.",
    method: "This address only accepts complaints sent with POST.",
  },
};

export type ComplaintsContent = typeof complaints;
