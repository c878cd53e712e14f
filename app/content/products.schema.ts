/**
 * Build-time schema of the Products page copy in app/content/products.ts. Tab keys, labels,
 * headings, card titles, button labels and banner actions are fixed by the spec and checked exactly.
 */
import { z } from "zod";
import { iconSchema } from "#app/content/icon.schema.ts";
import { productImageKey, productTabKeys, type ProductTabKey } from "#app/content/products.ts";

const text = z.string().trim().min(1);

/** The product artwork files (`<key>.svg`), one per card. */
export const productArtworkKeys = [
  "digital-current-account",
  "international-transfers",
  "virtual-cards",
  "savings-investment",
  "business-current-account",
  "invoice-management",
  "business-analytics",
  "business-loans",
  "diaspora-account",
  "family-financial-management",
  "property-investment",
  "emergency-services",
  "referral-program",
  "how-it-works",
  "bonus-campaigns",
  "community-impact",
] as const;

/** The spec fixes each tab's label, heading and card titles. */
const fixedTabs = {
  individuals: {
    label: "Individuals",
    heading: "For Individuals",
    cards: ["Digital Current Account", "International Transfers", "Virtual Cards", "Savings & Investment"],
  },
  businesses: {
    label: "Businesses",
    heading: "For Businesses (SMEs)",
    cards: ["Business Current Account", "Invoice Management", "Business Analytics", "Business Loans"],
  },
  diaspora: {
    label: "Diaspora",
    heading: "For Diaspora",
    cards: ["Diaspora Account", "Family Financial Management", "Property Investment", "Emergency Services"],
  },
  aggregators: {
    label: "Referrals",
    heading: "Referral & Rewards",
    cards: ["Referral Program", "How It Works", "Bonus Campaigns", "Community Impact"],
  },
} as const satisfies Record<ProductTabKey, { label: string; heading: string; cards: readonly string[] }>;

const productCardSchema = z.strictObject({
  icon: iconSchema,
  title: text,
  description: text,
  features: z.array(text).length(4),
  /** Names an SVG in the product artwork set; must also equal `productImageKey(title)`. */
  image: z.enum(productArtworkKeys),
});

const defaultBannerSchema = z.strictObject({
  variant: z.literal("default"),
  heading: z.literal("Ready to Get Started?"),
  text,
  actions: z.tuple([
    z.strictObject({
      label: z.literal("Open an Account"),
      href: z.literal("/open-account"),
    }),
    z.strictObject({
      label: z.literal("Download the App"),
      href: z.literal("/download"),
    }),
  ]),
});

const referralBannerSchema = z.strictObject({
  variant: z.literal("referral"),
  heading: z.literal("Ready to Start Earning?"),
  text,
  actions: z.tuple([
    z.strictObject({
      label: z.literal("Get Referral Code"),
      href: z.literal("/open-account"),
    }),
    z.strictObject({
      label: z.literal("Learn More"),
      href: z.literal("/support"),
      /** Read after the generic label by screen readers and search engines. */
      context: z.string().min(1),
    }),
  ]),
});

const productTabSchema = z
  .strictObject({
    key: z.enum(productTabKeys),
    label: text,
    heading: text,
    intro: text,
    cardAction: z.strictObject({
      label: z.enum(["Get Started", "Start Earning Now"]),
      href: z.literal("/open-account"),
    }),
    cards: z.array(productCardSchema).length(4),
    banner: z.discriminatedUnion("variant", [defaultBannerSchema, referralBannerSchema]),
  })
  .superRefine((tab, ctx) => {
    const fixed = fixedTabs[tab.key];
    const isReferral = tab.key === "aggregators";
    if (tab.label !== fixed.label) {
      ctx.addIssue({
        code: "custom",
        path: ["label"],
        message: `Expected "${fixed.label}"`,
      });
    }
    if (tab.heading !== fixed.heading) {
      ctx.addIssue({
        code: "custom",
        path: ["heading"],
        message: `Expected "${fixed.heading}"`,
      });
    }
    const expectedAction = isReferral ? "Start Earning Now" : "Get Started";
    if (tab.cardAction.label !== expectedAction) {
      ctx.addIssue({
        code: "custom",
        path: ["cardAction", "label"],
        message: `Expected "${expectedAction}"`,
      });
    }
    const expectedBanner = isReferral ? "referral" : "default";
    if (tab.banner.variant !== expectedBanner) {
      ctx.addIssue({
        code: "custom",
        path: ["banner", "variant"],
        message: `Expected "${expectedBanner}"`,
      });
    }
    tab.cards.forEach((card, index) => {
      const title = fixed.cards[index];
      if (card.title !== title) {
        ctx.addIssue({
          code: "custom",
          path: ["cards", index, "title"],
          message: `Expected "${title}"`,
        });
      }
      if (card.image !== productImageKey(card.title)) {
        ctx.addIssue({
          code: "custom",
          path: ["cards", index, "image"],
          message: `Expected "${productImageKey(card.title)}"`,
        });
      }
    });
  });

export const productsSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: z.string().min(1), title: z.string().min(1), lead: z.string().min(1) }),
  tabs: z
    .array(productTabSchema)
    .length(productTabKeys.length)
    .refine((tabs) => tabs.every((tab, i) => tab.key === productTabKeys[i]), {
      message: `Tabs must be in this order: ${productTabKeys.join(", ")}`,
    }),
});

export type ProductsContent = z.infer<typeof productsSchema>;
export type ProductTab = ProductsContent["tabs"][number];
export type ProductCard = ProductTab["cards"][number];
export type ProductBanner = ProductTab["banner"];
