/**
 * The contact form's words (spec sections 3 and 8; D14): the priority labels, the two result
 * messages and one message per field and rule. The rules themselves are app/lib/contact.ts, which
 * reads its messages from here, so a field message reads the same in the browser and from the
 * server.
 */

/** The labels the spec fixes for the four priorities. */
export const contactPriorityLabels = {
  low: "Low - General inquiry",
  medium: "Medium - Account support",
  high: "High - Transaction issue",
  urgent: "Urgent - Security concern",
} as const;

/** The result messages of spec section 8, word for word. */
export const contactResultMessages = {
  sent: "Thank you! Your message has been sent successfully. We'll get back to you within 2 hours.",
  error: "There was an error sending your message. Please try again or contact us directly.",
} as const;

const thousands = (count: number) => count.toLocaleString("en-US");

/** How each text field is named inside a sentence, and what it says when left empty. */
const textFields = {
  name: { label: "your name", required: "Please tell us your name." },
  email: { label: "your e-mail address", required: "Please enter your e-mail address." },
  subject: { label: "the subject", required: "Please add a subject, so we know what this is about." },
  message: { label: "your message", required: "Please write your message." },
} as const;

export type ContactTextField = keyof typeof textFields;

/** One message per field and rule; the rule that fails first is the one the visitor sees. */
export const contactFieldMessages = {
  required: (field: ContactTextField) => textFields[field].required,
  tooLong: (field: ContactTextField, max: number) =>
    `Please keep ${textFields[field].label} to ${thousands(max)} characters or fewer.`,
  controlCharacters: (field: ContactTextField) =>
    `Please remove the hidden control characters from ${textFields[field].label}.`,
  invisibleCharacters: (field: ContactTextField) =>
    `Please retype ${textFields[field].label}: it contains invisible characters, such as zero-width spaces or text-direction controls.`,
  unreadable: (field: ContactTextField) => `Part of ${textFields[field].label} could not be read. Please retype it.`,
  email: "Please enter a valid e-mail address, such as ada@example.com.",
  priority: "Please choose one of the listed priorities.",
} as const;

/** What the endpoint says when it refuses a message as a whole (server/contact/intake-api.ts). */
export const contactRefusals = {
  crossSite: "Messages can only be sent from our own website.",
  rateLimited: "You have sent several messages in a short time. Please wait a minute and try again.",
  unsupported: "Please send the form as multipart/form-data or application/x-www-form-urlencoded.",
  tooLarge: "Your message is too large to send. Please shorten it and try again.",
  unreadable: "We could not read the form. Please try again.",
  invalid: "Please check the highlighted fields and try again.",
  badKey: "The idempotency key must be 16 to 128 letters, digits, dashes or underscores.",
  storeFailed: "We could not save your message just now. Please try again or contact us directly.",
  method: "This address only accepts messages sent with POST.",
} as const;
