/** The spec's categories and question counts; answers are plain text, not Markdown. */
import type { FaqCategories } from "#app/content/faq.schema.ts";

export type { FaqCategories } from "#app/content/faq.schema.ts";

export const faqCategories: FaqCategories = [
  {
    id: "account-management",
    name: "Account Management",
    entries: [
      {
        id: "how-do-i-open-an-account",
        question: "How do I open a Sankofa account?",
        answer: [
          "Download the Sankofa app or start on our website. Opening an account takes under 5 minutes.",
          "You will need your phone number, a valid ID (in Nigeria, your BVN or NIN too) and a quick selfie, so we can confirm it is really you. This is our KYC check, and the app tells you exactly what to have ready before you begin.",
        ],
      },
      {
        id: "who-can-open-an-account",
        question: "Who can open a Sankofa account?",
        answer: [
          "Sankofa is for Africans at home and in the diaspora: individuals, freelancers, traders, students, families and small businesses.",
          "You need to be 18 or older. We support 54 African countries, and everyone who joins completes the same identity check, which keeps Sankofa safe for all our customers.",
        ],
      },
      {
        id: "why-verify-my-identity",
        question: "Why do I need to verify my identity?",
        answer: [
          "Verifying your identity (KYC) protects you and everyone else on Sankofa from fraud and stolen identities.",
          "Once verified, you can send up to {{transferLimitPerTransaction}} per transaction and up to {{transferLimitPerMonth}} per month.",
        ],
      },
      {
        id: "can-i-open-a-business-account",
        question: "Can I open an account for my business?",
        answer: [
          "Yes. Our Business Current Account keeps your business money separate from your personal money, and it comes with invoice management and business analytics. Business loans are also available, subject to eligibility.",
          "As with personal accounts, local transfers and account maintenance are free. We will ask for details about your business as part of verification.",
        ],
      },
    ],
  },
  {
    id: "transfers-payments",
    name: "Transfers & Payments",
    entries: [
      {
        id: "where-can-i-send-money",
        question: "Where can I send money with Sankofa?",
        answer: [
          "You can send money to 180+ countries, and Sankofa supports 54 African countries.",
          "Before you confirm a transfer, you see the fee, so there are no surprises.",
        ],
      },
      {
        id: "how-long-do-international-transfers-take",
        question: "How long do international transfers take?",
        answer: [
          "Most international transfers arrive within minutes, and some can take up to 24 hours.",
          "If a transfer is taking longer than that, our support team is available 24/7 to help.",
        ],
      },
      {
        id: "what-are-the-transfer-limits",
        question: "How much can I send?",
        answer: [
          "Verified accounts can send up to {{transferLimitPerTransaction}} per transaction and up to {{transferLimitPerMonth}} per month.",
          "These limits apply to verified accounts, so if you have not finished verifying your identity yet, complete KYC in the app.",
        ],
      },
      {
        id: "transfer-has-not-arrived",
        question: "What should I do if a transfer hasn’t arrived?",
        answer: [
          "Most international transfers arrive within minutes, but some can take up to 24 hours. If it has been longer than that, please contact us.",
          "Our support team is available 24/7. We reply to e-mails and contact form messages within 2 hours.",
        ],
      },
    ],
  },
  {
    id: "fees-charges",
    name: "Fees & Charges",
    entries: [
      {
        id: "international-transfer-fees",
        question: "How much do international transfers cost?",
        answer: [
          "International transfer fees start from {{internationalFeeFrom}}.",
          "You always see the exact fee before you confirm, so you can decide with the full picture.",
        ],
      },
      {
        id: "are-there-account-fees",
        question: "Do I pay to keep my account or make local transfers?",
        answer: ["No. Account maintenance is free, and so are local transfers."],
      },
      {
        id: "are-there-hidden-fees",
        question: "Are there any hidden fees?",
        answer: [
          "None at all: Sankofa has 0 hidden fees.",
          "Local transfers and account maintenance are free, international transfers start from {{internationalFeeFrom}}, and any fee is shown to you before you confirm.",
        ],
      },
    ],
  },
  {
    id: "security-privacy",
    name: "Security & Privacy",
    entries: [
      {
        id: "how-is-my-account-protected",
        question: "How does Sankofa keep my account safe?",
        answer: [
          "Your account is protected by bank-grade 256-bit encryption, biometric sign-in, two-factor authentication and real-time monitoring for unusual activity.",
          "Your personal data is stored securely, and we verify every customer’s identity when they join.",
        ],
      },
      {
        id: "what-if-i-suspect-fraud",
        question: "What should I do if I suspect fraud?",
        answer: [
          "Tell us straight away, and within 24 hours at the latest. Call our Emergency Hotline, any time of day or night, or send us a message marked Urgent.",
          "The sooner you tell us, the sooner we can help secure your account. We reply to e-mails and contact form messages within 2 hours.",
        ],
      },
      {
        id: "will-sankofa-ask-for-my-pin",
        question: "Will Sankofa ever ask for my PIN, password or OTP?",
        answer: [
          "Never. Sankofa will never ask for your PIN, password or one-time code (OTP), whether by phone, text, e-mail or social media.",
          "If anyone asks, even if they say they are from Sankofa, do not share it. Report it to us straight away.",
        ],
      },
    ],
  },
];
