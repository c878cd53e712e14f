import type { icons } from "lucide-react";

/**
 * Every lucide icon the site uses. `npm run icons` draws exactly these into the cached sprite
 * app/assets/icons/lucide-sprite.svg (a unit test keeps the two in step), so an icon costs a
 * 60-byte <use> reference instead of inline SVG in the HTML and icon code in the JavaScript.
 * Add a name here to use a new icon.
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

/**
 * Icons the header's menu and close buttons need to be usable: drawn inline at the top of every
 * page (app/components/inline-icons.ts, also written by `npm run icons`), so those buttons never
 * sit blank while the sprite loads on a slow network.
 */
export const inlineIconNames = ["Menu", "X"] as const satisfies ReadonlyArray<keyof typeof icons>;

/**
 * The theme toggle's icons: drawn by the site script, which the toggle needs to work at all, so they
 * arrive with it rather than with the sprite, and cost the HTML of every page nothing.
 */
export const scriptIconNames = ["Moon", "Sun"] as const satisfies ReadonlyArray<keyof typeof icons>;

export type IconName = (typeof iconNames)[number] | (typeof inlineIconNames)[number] | (typeof scriptIconNames)[number];

/**
 * Icons that point the way the text runs (back, forward, send): right-to-left pages draw them
 * mirrored, so "next" still points where the reader is going.
 */
export const directionalIconNames: ReadonlySet<IconName> = new Set<IconName>([
  "ArrowLeft",
  "ArrowRight",
  "ChevronLeft",
  "ChevronRight",
  "Send",
]);
