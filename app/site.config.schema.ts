import { z } from "zod";

const phoneSchema = z.object({
  display: z.string().min(1),
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

const money = z.strictObject({ amount: z.number().positive(), currency: z.string().regex(/^[A-Z]{3}$/) });

/**
 * Who stands behind the bank (D23). A demonstration brand claims nothing; a licensed one must give
 * every fact a careful visitor or regulator checks, and a licence is refused without its number.
 */
export const regulationConfigSchema = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("demonstration") }),
  z.strictObject({
    status: z.literal("licensed"),
    regulator: z.strictObject({ name: z.string().min(1), url: z.url() }),
    licence: z.strictObject({
      class: z.string().min(1),
      number: z.string().trim().min(1, "a licence needs its number"),
    }),
    /** NDIC: the cover depends on the licence class (₦5 million at deposit money banks). */
    depositInsurance: z.strictObject({ insurer: z.string().min(1), coverPerDepositor: money }),
    registeredCompany: z.strictObject({
      name: z.string().min(1),
      registrationNumber: z.string().min(1),
      address: z.string().min(1),
    }),
    /** CBN IMTO guidelines: a bank sending money abroad names the licensed operator it is agent for. */
    moneyTransferOperator: z.strictObject({ name: z.string().min(1), licenceNumber: z.string().min(1) }),
    complaintsEscalation: z.strictObject({ name: z.string().min(1), email: z.email(), address: z.string().min(1) }),
  }),
]);

export type RegulationConfig = z.infer<typeof regulationConfigSchema>;

/** Where security researchers write to, and what security.txt says (RFC 9116). */
const securityContactSchema = z.strictObject({
  contact: z.email(),
  /** An ISO date-time; the build fails once it has passed (RFC 9116 wants under a year ahead). */
  expires: z.iso.datetime(),
  preferredLanguages: z.array(z.string().min(2)).min(1),
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
  contactEndpoint: z.string().regex(/^\/[a-z0-9/-]+$/),
  waitlistEndpoint: z.string().regex(/^\/[a-z0-9/-]+$/),
  complaintsEndpoint: z.string().regex(/^\/[a-z0-9/-]+$/),
  waitlistLeaveSubject: z.string().min(1),
  chat: z.object({
    /** None: no third-party script is ever loaded. */
    scriptSrc: z.url().optional(),
    /** The global object the provider's script defines. */
    globalName: z.string().min(1),
    /** Method on that object that opens the chat window. */
    openMethod: z.string().min(1),
  }),
  defaultSocialImage: z.string().startsWith("/"),
  regulation: regulationConfigSchema,
  security: securityContactSchema.refine((security) => new Date(security.expires) > new Date(), {
    message: "security.txt's Expires has passed: set a new date, under a year ahead",
    path: ["expires"],
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
