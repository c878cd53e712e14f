/** Build-time schema of the brand configuration in app/site.config.ts. */
import { z } from "zod";

const phoneSchema = z.object({
  /** As shown to people. */
  display: z.string().min(1),
  /** E.164, for tel: links. */
  e164: z.string().regex(/^\+[1-9]\d{6,14}$/),
});

const officeSchema = z.object({
  id: z.enum(["us", "enugu", "port-harcourt", "abuja"]),
  name: z.string().min(1),
  addressLines: z.array(z.string().min(1)).min(1),
});

const socialSchema = z.object({
  network: z.enum(["facebook", "x", "instagram", "youtube"]),
  label: z.string().min(1),
  url: z.url(),
});

export const siteConfigSchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  tagline: z.string().min(1),
  url: z.url().refine((url) => !url.endsWith("/"), "SITE_URL must not end with a slash"),
  email: z.email(),
  careersEmail: z.email(),
  phone: phoneSchema,
  emergencyPhone: phoneSchema,
  offices: z.array(officeSchema).length(4),
  social: z.array(socialSchema).min(1),
  appStores: z.object({
    apple: z.object({ label: z.string(), url: z.url() }),
    google: z.object({ label: z.string(), url: z.url() }),
  }),
  themeStorageKey: z.literal("sankofa-theme"),
  /** A path on this site: the endpoint is always the site's own server (docs/decisions/007). */
  contactEndpoint: z.string().regex(/^\/[a-z0-9/-]+$/),
  waitlistEndpoint: z.string().regex(/^\/[a-z0-9/-]+$/),
  waitlistLeaveSubject: z.string().min(1),
  chat: z.object({
    /** Address of the chat provider's script; none means no third-party script is ever loaded. */
    scriptSrc: z.url().optional(),
    /** Global object the provider's script defines, e.g. "Tawk_API". */
    globalName: z.string().min(1),
    /** Method on that object that opens the chat window. */
    openMethod: z.string().min(1),
  }),
  defaultSocialImage: z.string().startsWith("/"),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
