/**
 * Everything brand-specific (docs/spec/decisions.md). Contacts use reserved names: e-mail on
 * sankofa.example, numbers in the 555-01xx range North American numbering keeps for fiction.
 */
import type { SiteConfig } from "#app/site.config.schema.ts";

export type { SiteConfig } from "#app/site.config.schema.ts";

// import.meta.env is Vite's; the Node server reads the same module without it.
const env: Record<string, string | undefined> = import.meta.env ?? process.env;

/** Apart, so the support page's script carries this and not the whole configuration. */
export const chatConfig: SiteConfig["chat"] = {
  scriptSrc: env.VITE_CHAT_SCRIPT_SRC || undefined,
  globalName: env.VITE_CHAT_GLOBAL ?? "Tawk_API",
  openMethod: env.VITE_CHAT_OPEN_METHOD ?? "maximize",
};

export const site: SiteConfig = {
  name: "Sankofa",
  legalName: "Sankofa Digital Bank",
  tagline: "Banking that is fast, secure, borderless and inclusive",
  url: env.SITE_URL ?? "https://sankofa.example",
  email: "hello@sankofa.example",
  careersEmail: "careers@sankofa.example",
  phone: { display: "+1 (202) 555-0142", e164: "+12025550142" },
  emergencyPhone: { display: "+1 (202) 555-0199", e164: "+12025550199" },
  offices: [
    { id: "us", name: "United States", addressLines: ["1200 Harbour Street, Suite 400", "Houston, TX 77002"] },
    { id: "enugu", name: "Enugu", addressLines: ["14 Okpara Avenue", "Enugu, Enugu State"] },
    {
      id: "port-harcourt",
      name: "Port Harcourt",
      addressLines: ["22 Aba Road", "Port Harcourt, Rivers State"],
    },
    { id: "abuja", name: "Abuja", addressLines: ["5 Aminu Kano Crescent, Wuse II", "Abuja, FCT"] },
  ],
  social: [
    { network: "facebook", label: "Sankofa on Facebook", url: "https://www.facebook.com/sankofa.example" },
    { network: "x", label: "Sankofa on X", url: "https://x.com/sankofa_example" },
    { network: "instagram", label: "Sankofa on Instagram", url: "https://www.instagram.com/sankofa.example" },
    { network: "youtube", label: "Sankofa on YouTube", url: "https://www.youtube.com/@sankofa.example" },
  ],
  appStores: {
    apple: { label: "Download on the App Store", url: "https://apps.apple.com/app/sankofa-example/id0000000000" },
    google: {
      label: "Get it on Google Play",
      url: "https://play.google.com/store/apps/details?id=example.sankofa.app",
    },
  },
  themeStorageKey: "sankofa-theme",
  // This site's own server, which stores a submission before answering (docs/decisions/007, 012).
  contactEndpoint: "/api/contact",
  waitlistEndpoint: "/api/waitlist",
  complaintsEndpoint: "/api/complaints",
  /** The subject of a request to leave the waitlist, which the team filters on: one string in every language. */
  waitlistLeaveSubject: "Leave the waitlist",
  chat: chatConfig,
  defaultSocialImage: "/social/sankofa.png",
  // A demonstration brand holds no licence (docs/spec/decisions.md, D23); a real bank fills in the
  // licensed shape of app/site.config.schema.ts and the footer and /regulatory-status follow.
  regulation: { status: "demonstration" },
  security: {
    contact: "security@sankofa.example",
    expires: "2027-11-01T00:00:00Z",
    preferredLanguages: ["en", "fr"],
  },
};
