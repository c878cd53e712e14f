import type { Author } from "#app/content/authors.schema.ts";

export type { Author } from "#app/content/authors.schema.ts";

export const authors: Author[] = [
  {
    id: "adaeze-okonkwo",
    name: "Adaeze Okonkwo",
    title: "Head of Financial Education",
    bio: "Adaeze turns everyday money questions into plain-English guides on budgeting, saving and sending money across borders. She grew up watching her mother run an esusu circle in Enugu, and she still believes the best financial plan is one a family can actually follow.",
    portraitSeed: "adaeze-okonkwo",
  },
  {
    id: "tunde-bakare",
    name: "Tunde Bakare",
    title: "Head of Business Banking",
    bio: "Tunde works with traders, founders and family businesses on cash flow, financing and trade across borders. Before joining Sankofa he spent years advising small importers in Lagos, and he writes about growth that is funded sensibly and built to last.",
    portraitSeed: "tunde-bakare",
  },
  {
    id: "kwame-mensah",
    name: "Kwame Mensah",
    title: "Head of Fraud Prevention and Security",
    bio: "Kwame leads the team that keeps Sankofa customers safe from fraud. He has spent his career studying how scams work, from phishing to SIM-swap attacks, and he writes practical advice that helps families at home and abroad protect their money and personal data.",
    portraitSeed: "kwame-mensah",
  },
  {
    id: "folake-adeyemi",
    name: "Folake Adeyemi",
    title: "Head of Payments and Diaspora Banking",
    bio: "Folake shapes how Sankofa customers move money between the diaspora and home. A Londoner with roots in Ibadan, she has sent school fees and family support herself for years, and she writes about exchange rates, remittances and the technology changing them.",
    portraitSeed: "folake-adeyemi",
  },
];
