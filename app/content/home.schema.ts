import { z } from "zod";
import { text } from "#app/content/common.schema.ts";
import { iconSchema } from "#app/content/icon.schema.ts";
import { illustrationSchema } from "#app/content/illustration.schema.ts";
import { linkSchema as siteLinkSchema, routeHrefSchema } from "#app/content/link.schema.ts";

const linkSchema = siteLinkSchema.extend({
  /** Read after a generic label ("Learn More") by screen readers and search engines. */
  context: z.string().min(1).optional(),
});

const moneySchema = z.strictObject({
  amount: z.number().nonnegative(),
  currency: z.enum(["NGN", "USD"]),
});

const heroSchema = z.strictObject({
  eyebrow: text,
  title: text,
  lead: text,
  storesLabel: text,
  /** Read after each store link: they open in a new tab (spec section 7). */
  newTabNote: text,
  webApp: linkSchema,
});

const featureSchema = z.strictObject({ icon: iconSchema, title: text, text });

const coreProductSchema = z.strictObject({
  id: z.enum(["individuals", "businesses"]),
  icon: iconSchema,
  title: text,
  text,
  bullets: z.array(text).length(3),
  linkLabel: text,
  href: routeHrefSchema,
  image: illustrationSchema,
});

const activitySchema = z.strictObject({
  label: text,
  money: moneySchema,
  direction: z.enum(["in", "out"]),
});

const screen = {
  label: text,
  screen: text,
  illustrative: z.literal(true),
  activity: z.array(activitySchema).min(1).max(2),
};

/** Figures are samples, not live data, and the page labels them so. */
const mockupSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("balance"),
    ...screen,
    balance: moneySchema,
  }),
  z.strictObject({
    kind: z.literal("exchange-rate"),
    ...screen,
    base: z.literal("USD"),
    quote: z.literal("NGN"),
    /** Naira for one US dollar. */
    rate: z.number().positive(),
  }),
  z.strictObject({
    kind: z.literal("transfer"),
    ...screen,
    send: z.strictObject({ amount: z.number().positive(), currency: z.literal("USD") }),
    rate: z.number().positive(),
    sendLabel: text,
    receiveLabel: text,
  }),
  z.strictObject({
    kind: z.literal("savings-goal"),
    ...screen,
    saved: moneySchema,
    target: moneySchema,
  }),
]);

const personaSchema = z.strictObject({
  id: z.enum(["freelancer", "trader", "diaspora", "student"]),
  name: text,
  story: text,
  mockup: mockupSchema,
});

const partnerSchema = z.strictObject({
  /** A payment-rail category, never a real company's name. */
  name: text,
  icon: iconSchema,
});

const referralTabSchema = z.strictObject({
  id: z.enum(["refer", "save-together", "send-home"]),
  kind: z.enum(["referral", "savings", "remittance"]),
  label: text,
  title: text,
  steps: z.array(text).length(3),
  action: linkSchema,
});

const testimonialSchema = z.strictObject({
  quote: text,
  name: text,
  role: text,
  portraitSeed: z.string().regex(/^[a-z0-9-]+$/),
  rating: z.literal(5),
});

export const homeSchema = z.strictObject({
  hero: heroSchema,
  features: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(featureSchema).length(6),
  }),
  coreProducts: z.strictObject({
    heading: text,
    intro: text,
    items: z
      .array(coreProductSchema)
      .length(2)
      .refine((items) => items[0]?.id === "individuals" && items[1]?.id === "businesses", {
        message: "Core products are individuals first, then businesses",
      }),
  }),
  personas: z.strictObject({
    heading: text,
    intro: text,
    /** Read before each amount, whose + or − is hidden from screen readers. */
    directionLabels: z.strictObject({ in: text, out: text }),
    illustrativeNote: text,
    /** {screen} is the mock-up's label, in lower case. */
    phoneLabel: text,
    /** {saved}, {target} and {percent}. */
    goalOf: text,
    goalProgress: text,
    goalSaved: text,
    items: z
      .array(personaSchema)
      .length(4)
      .refine((items) => new Set(items.map((p) => p.id)).size === 4, {
        message: "Each persona appears once",
      })
      .refine((items) => new Set(items.map((p) => p.mockup.kind)).size === 4, {
        message: "Each persona shows its own kind of screen",
      }),
  }),
  partners: z.strictObject({
    heading: text,
    caption: text,
    items: z.array(partnerSchema).min(5).max(6),
  }),
  referral: z.strictObject({
    heading: text,
    tabsLabel: text,
    text,
    cta: linkSchema,
    tabs: z
      .array(referralTabSchema)
      .length(3)
      .refine((tabs) => tabs.filter((t) => t.kind === "referral").length === 1, "Exactly one referral tab"),
  }),
  testimonials: z.strictObject({
    heading: text,
    /** {position} and {count} number the slides, {rating} the stars. */
    controls: z.strictObject({
      carouselLabel: text,
      roleDescription: text,
      play: text,
      pause: text,
      previous: text,
      next: text,
      choose: text,
      slide: text,
      showSlide: text,
      rating: text,
    }),
    items: z.array(testimonialSchema).length(4),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
export type HomePersona = HomeContent["personas"]["items"][number];
export type HomeMockup = HomePersona["mockup"];
