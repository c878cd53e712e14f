import { z } from "zod";
import { text } from "#app/content/common.schema.ts";

export const interfaceSchema = z.strictObject({
  skipLink: text,
  themeToggle: text,
  header: z.strictObject({ mainNavigation: text, mobileNavigation: text, openMenu: text, closeMenu: text }),
  footer: z.strictObject({
    socialMedia: text,
    productsTitle: text,
    supportTitle: text,
    contactTitle: text,
    officesTitle: text,
    legalNavigation: text,
    rightsReserved: text,
  }),
  languages: z.strictObject({
    switcherLabel: text,
    suggestion: text,
    suggestionAction: text,
    dismiss: text,
    /** On the pages of a language no named native reviewer has signed off (D25), beside a link to English. */
    unreviewed: text,
    unreviewedLink: text,
  }),
  keywords: z.array(text).min(1),
  feedTitle: text,
});

export type InterfaceText = z.infer<typeof interfaceSchema>;
