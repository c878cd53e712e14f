/** In the spec's order; the page wires each fraud action by its `kind` (D6). */
import type { SecurityContent } from "#app/content/security.schema.ts";

export type { FraudAction } from "#app/content/security.schema.ts";

export const security: SecurityContent = {
  hero: {
    eyebrow: "Security",
    title: "Your money, protected at every step",
    lead: "Sankofa is built with layers of protection, from encryption and biometrics to round-the-clock monitoring, so you can bank across borders with confidence.",
    buttonLabel: "Explore Our Security Features",
  },

  features: {
    heading: "How we keep you safe",
    intro: "Eight layers of protection work together behind every login, payment and transfer.",
    items: [
      {
        icon: "Lock",
        title: "Bank-grade 256-bit encryption",
        text: "Everything you send and receive through Sankofa is protected with 256-bit encryption, so your details stay private on the way.",
      },
      {
        icon: "FingerprintPattern",
        title: "Biometric authentication",
        text: "Sign in and approve payments with your fingerprint or face, so a lost or borrowed phone is not enough to get into your account.",
      },
      {
        icon: "KeyRound",
        title: "Two-factor authentication",
        text: "A second check, such as a one-time code, protects sign-ins and sensitive changes, even if someone learns your password.",
      },
      {
        icon: "Activity",
        title: "Real-time monitoring",
        text: "We watch for unusual activity around the clock and alert you as soon as something looks wrong.",
      },
      {
        icon: "Database",
        title: "Secure data storage",
        text: "Your personal information is stored encrypted, and only the people who need it to serve you can reach it.",
      },
      {
        icon: "ScanFace",
        title: "Identity verification with AI KYC",
        text: "AI-assisted checks match your selfie to your ID when you sign up, which keeps impostors and stolen identities out.",
      },
      {
        icon: "Cloud",
        title: "Cloud security",
        text: "Our systems run on secured cloud infrastructure with network protection, regular backups and continuous updates.",
      },
      {
        icon: "Webhook",
        title: "Secure API access",
        text: "Businesses that connect to Sankofa use OAuth 2.0 and API keys, so every integration is authenticated and can be revoked at any time.",
      },
    ],
  },

  safetyTips: {
    heading: "Simple habits that keep you safe",
    intro: "Our protection works best alongside a few good habits of your own.",
    items: [
      {
        icon: "KeyRound",
        title: "Use a strong password",
        text: "Choose at least 12 characters and mix upper- and lower-case letters, numbers and symbols. Never reuse a password from another site.",
      },
      {
        icon: "ShieldCheck",
        title: "Turn on two-factor authentication",
        text: "Switch on 2FA in the app so a stolen password alone can never open your account.",
      },
      {
        icon: "RefreshCw",
        title: "Keep the app updated",
        text: "Install updates as soon as they arrive. They often include the latest security fixes.",
      },
      {
        icon: "Eye",
        title: "Monitor your accounts",
        text: "Check your transactions regularly and tell us straight away about anything you don’t recognise.",
      },
      {
        icon: "WifiOff",
        title: "Avoid public Wi-Fi for banking",
        text: "Use mobile data or a network you trust when you bank. Free Wi-Fi in cafés, hotels and airports is easier for others to watch.",
      },
      {
        icon: "UserX",
        title: "Never share your credentials",
        text: "Sankofa will never ask for your PIN, password or OTP, not by phone, text, e-mail or social media. Anyone who asks is not us.",
      },
    ],
  },

  fraud: {
    heading: "Spotted something suspicious? Tell us now",
    text: "If you see a transaction you don’t recognise, or think someone else has access to your account, report it within 24 hours. Our team is available 24/7 to help secure your account and look into what happened.",
    actions: [
      {
        kind: "call",
        icon: "Phone",
        label: "Call Now",
        description: "Speak to our team straight away, any time of day or night.",
      },
      {
        kind: "app",
        icon: "Smartphone",
        label: "Open App",
        description: "Freeze your cards and review your recent activity.",
      },
      {
        kind: "report",
        icon: "Flag",
        label: "Report Issue",
        description: "Send us an urgent report and we will treat it as a priority.",
      },
    ],
  },

  scams: {
    heading: "Scams: how to tell it is really us",
    intro: "Fraudsters pretend to be banks. These rules never change, so you can always check.",
    neverAsk: {
      heading: "We will never ask you",
      items: [
        "For your PIN or your password",
        "For a one-time code (OTP) we sent you",
        "To install an app that lets someone else see or control your phone or computer",
        "To move your money to a “safe account”",
      ],
    },
    check: {
      heading: "How to check a message is from us",
      items: [
        "We only write to you from {email}, call you from {phone}, and post on the social accounts linked at the foot of this page.",
        "Our website is {site}. A link to anywhere else is not from us.",
        "If you are not sure, hang up or close the message, then call us back on {phone} or open the app yourself.",
      ],
    },
    report: {
      heading: "Tell us about a scam",
      text: "If someone contacted you pretending to be Sankofa, or you think you have been tricked, tell us at once: the sooner we know, the more we can do.",
      action: "Report a scam",
    },
  },
};
