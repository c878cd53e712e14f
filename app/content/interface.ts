import type { InterfaceText } from "#app/content/interface.schema.ts";

export const interfaceText: InterfaceText = {
  skipLink: "Skip to content",
  themeToggle: "Dark theme",
  header: { mainNavigation: "Main", mobileNavigation: "Mobile", openMenu: "Menu", closeMenu: "Close menu" },
  footer: {
    socialMedia: "Sankofa on social media",
    productsTitle: "Products",
    supportTitle: "Support",
    contactTitle: "Contact",
    officesTitle: "Our offices",
    legalNavigation: "Legal",
    rightsReserved: "All rights reserved.",
  },
  languages: {
    switcherLabel: "Language",
    // Shown in the language it offers, to a visitor whose browser prefers that language.
    suggestion: "This page is also in {language}.",
    suggestionAction: "Read it in {language}",
    dismiss: "No, thanks",
    // Said in the page's language until a named native speaker has reviewed it (language.json).
    unreviewed: "A native speaker has not yet reviewed this translation.",
    unreviewedLink: "Read the English page",
  },
  // Every page's search keywords end with these.
  keywords: ["digital bank", "Nigeria", "African diaspora"],
  feedTitle: "Sankofa Resources",
};
