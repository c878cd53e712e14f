/** {field} is how a field is named inside a sentence (fields.*.label), {max} a length. */
export const contactText = {
  priorityLabels: {
    low: "Low - General inquiry",
    medium: "Medium - Account support",
    high: "High - Transaction issue",
    urgent: "Urgent - Security concern",
  },
  /** Spec section 8, word for word. */
  resultMessages: {
    sent: "Thank you! Your message has been sent successfully. We'll get back to you within 2 hours.",
    error: "There was an error sending your message. Please try again or contact us directly.",
    reference: "Your reference is {reference}. Please quote it if you call or write to us about this message.",
  },
  fields: {
    name: { label: "your name", required: "Please tell us your name." },
    email: { label: "your e-mail address", required: "Please enter your e-mail address." },
    subject: { label: "the subject", required: "Please add a subject, so we know what this is about." },
    message: { label: "your message", required: "Please write your message." },
  },
  rules: {
    tooLong: "Please keep {field} to {max} characters or fewer.",
    controlCharacters: "Please remove the hidden control characters from {field}.",
    invisibleCharacters:
      "Please retype {field}: it contains invisible characters, such as zero-width spaces or text-direction controls.",
    unreadable: "Part of {field} could not be read. Please retype it.",
    email: "Please enter a valid e-mail address, such as ada@example.com.",
    priority: "Please choose one of the listed priorities.",
  },
  /** Why the endpoint refuses a post as a whole (server/intake/kinds/contact.ts). */
  serverMessages: {
    crossSite: "Messages can only be sent from our own website.",
    rateLimited: "You have sent several messages in a short time. Please wait a minute and try again.",
    unsupported: "Please send the form as multipart/form-data or application/x-www-form-urlencoded.",
    tooLarge: "Your message is too large to send. Please shorten it and try again.",
    unreadable: "We could not read the form. Please try again.",
    invalid: "Please check the highlighted fields and try again.",
    badKey: "The idempotency key must be 16 to 128 letters, digits, dashes or underscores.",
    storeFailed: "We could not save your message just now. Please try again or contact us directly.",
    method: "This address only accepts messages sent with POST.",
  },
};

export type ContactText = typeof contactText;

export type ContactTextField = keyof ContactText["fields"];
