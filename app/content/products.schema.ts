import { z } from "zod";
import { text } from "#app/content/common.schema.ts";
import { iconSchema } from "#app/content/icon.schema.ts";
import { illustrationSchema } from "#app/content/illustration.schema.ts";
import { routeHrefSchema } from "#app/content/link.schema.ts";
import { productTabKeys } from "#app/content/product-tab-keys.ts";

const productCardSchema = z.strictObject({
  icon: iconSchema,
  title: text,
  description: text,
  features: z.array(text).length(4),
  image: illustrationSchema,
});

const bannerActionSchema = z.strictObject({
  label: text,
  href: routeHrefSchema,
  context: text.optional(),
});

const bannerSchema = z.strictObject({
  heading: text,
  text,
  actions: z.tuple([bannerActionSchema, bannerActionSchema]),
});

const productTabSchema = z.strictObject({
  key: z.enum(productTabKeys),
  label: text,
  heading: text,
  intro: text,
  cardAction: z.strictObject({ label: text, href: routeHrefSchema }),
  cards: z.array(productCardSchema).length(4),
  banner: bannerSchema,
});

export const productsSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, lead: text }),
  tabsLabel: text,
  tabs: z
    .array(productTabSchema)
    .length(productTabKeys.length)
    .refine((tabs) => tabs.every((tab, i) => tab.key === productTabKeys[i]), {
      message: `Tabs must be in this order: ${productTabKeys.join(", ")}`,
    }),
});

export type ProductsContent = z.infer<typeof productsSchema>;
export type ProductTab = ProductsContent["tabs"][number];
export type ProductBanner = ProductTab["banner"];
