/** How to leave the list, as the privacy policy says it; {subject} is the one the team filters on, in every language. */
const leaveTheList =
  "To leave the list at any time, e-mail {email} with the subject “{subject}”, and we delete your details within 30 days.";

export const waitlist = {
  title: "Join the waitlist",
  /** Added to the placeholder's links: the way forward, to the form below. */
  joinLink: { label: "Join the Waitlist", href: "#waitlist" },
  intro: {
    "open-account":
      "Sankofa is opening to new customers one country at a time. Leave your e-mail address and we will write to you as soon as you can open an account from where you live.",
    webapp:
      "The web app is not open yet. Leave your e-mail address and we will write to you as soon as you can bank with Sankofa in your browser.",
  },
  whatHappensNext:
    "What happens next: we keep your details only for this list. When Sankofa opens for you, we send you one e-mail with a link to get started. No newsletters, and we never sell or share your address.",
  requiredNote: "Fields marked * are required.",
  honeypotLabel: "Leave this field empty",
  labels: {
    email: "E-mail address",
    residence: "Country you live in",
    destination: "Country you send money to or bank in",
    firstName: "First name (optional)",
    consent: "Sankofa may e-mail me when I can open an account, and about nothing else.",
  },
  placeholders: { email: "ada@example.com", firstName: "Ada" },
  chooseCountry: "Choose a country",
  countryGroups: { first: "Most chosen", all: "All countries" },
  privacyLink: { label: "How we use your details: Privacy Policy", href: "/legal/privacy" },
  submit: "Join the Waitlist",
  sending: "Joining...",
  results: {
    joined: "You’re on the list! We’ve saved your details and will e-mail you as soon as Sankofa opens for you.",
    updated: "Good news: you were already on our list, so we’ve updated your details rather than adding you twice.",
    error: "We could not add you to the waitlist. Please try again in a moment.",
  },
  refusals: {
    crossSite: "You can only join the waitlist from our own website.",
    rateLimited: "You have joined several times in a short time. Please wait a minute and try again.",
    unsupported: "Please send the form as multipart/form-data or application/x-www-form-urlencoded.",
    tooLarge: "What you sent is too large. Please shorten it and try again.",
    unreadable: "We could not read the form. Please try again.",
    invalid: "Please check the highlighted fields and try again.",
    badKey: "The idempotency key must be 16 to 128 letters, digits, dashes or underscores.",
    storeFailed: "We could not save your details just now. Please try again in a moment.",
    method: "This address only accepts the waitlist form sent with POST.",
  },
  leaveTheList,
  /** The page hands these, in its language, to the form's script, which ships no copy of its own. */
  fieldMessages: {
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Please enter a valid e-mail address, such as ada@example.com.",
    emailTooLong: "Please keep your e-mail address to 254 characters or fewer.",
    residence: "Please choose the country you live in.",
    destination: "Please choose the country you send money to or bank in.",
    firstNameTooLong: "Please keep your first name to 100 characters or fewer.",
    firstNameCharacters: "Please retype your first name: it contains hidden or invisible characters.",
    unreadable: "Part of what you typed could not be read. Please retype it.",
    consent: "Please tick the box so that we may e-mail you when Sankofa opens for you.",
  },
};

export type WaitlistContent = typeof waitlist;
export type WaitlistFieldMessages = WaitlistContent["fieldMessages"];
export type WaitlistPage = keyof WaitlistContent["intro"];

export const waitlistFieldMessages: WaitlistFieldMessages = waitlist.fieldMessages;
