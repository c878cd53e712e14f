import type { icons } from "lucide-react";

/**
 * `npm run icons` draws exactly these into app/assets/icons/lucide-sprite.svg (a unit test keeps
 * the two in step): an icon costs a 60-byte <use>, not inline SVG and icon code.
 */
export const iconNames = [
  "Activity",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Bot",
  "BriefcaseBusiness",
  "ChartColumn",
  "Check",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "CircleCheck",
  "CircleExclamationPoint",
  "Clock",
  "Cloud",
  "Compass",
  "Construction",
  "CreditCard",
  "Database",
  "Earth",
  "Eye",
  "FileText",
  "FingerprintPattern",
  "Flag",
  "Gift",
  "Globe",
  "GraduationCap",
  "HandCoins",
  "HandHeart",
  "Headphones",
  "Headset",
  "Heart",
  "HeartHandshake",
  "HeartPulse",
  "House",
  "KeyRound",
  "Landmark",
  "Languages",
  "Laptop",
  "ListChecks",
  "Lock",
  "Mail",
  "MapPin",
  "Megaphone",
  "MessageCircle",
  "MessagesSquare",
  "Pause",
  "Phone",
  "PiggyBank",
  "Play",
  "ReceiptText",
  "RefreshCw",
  "Scale",
  "ScanFace",
  "Send",
  "Share2",
  "ShieldCheck",
  "Siren",
  "Smartphone",
  "Sparkles",
  "Sprout",
  "Star",
  "Target",
  "TreePalm",
  "UserX",
  "Users",
  "Wallet",
  "Webhook",
  "WifiOff",
  "Zap",
] as const satisfies ReadonlyArray<keyof typeof icons>;

/** Inline in every page (app/components/inline-icons.ts): the menu buttons never wait for the sprite. */
export const inlineIconNames = ["Menu", "X"] as const satisfies ReadonlyArray<keyof typeof icons>;

/** Drawn by the site script, which the theme toggle needs anyway: they cost no page's HTML. */
export const scriptIconNames = ["Moon", "Sun"] as const satisfies ReadonlyArray<keyof typeof icons>;

export type IconName = (typeof iconNames)[number] | (typeof inlineIconNames)[number] | (typeof scriptIconNames)[number];

/** Mirrored on right-to-left pages, so "next" still points where the reader is going. */
export const directionalIconNames: ReadonlySet<IconName> = new Set<IconName>([
  "ArrowLeft",
  "ArrowRight",
  "ChevronLeft",
  "ChevronRight",
  "Send",
]);
