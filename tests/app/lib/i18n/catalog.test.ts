import { describe, expect, it } from "vitest";
import { catalogProblems, extractMessages, overlay, type Messages } from "#app/lib/i18n/catalog.ts";
import { fill, placeholdersOf } from "#app/lib/i18n/template.ts";

const module = {
  hero: { title: "Send money home", href: "/products?tab=individuals", icon: "Globe" },
  items: [
    { id: "fees", title: "No hidden fees", count: 3 },
    { id: "speed", title: "Fast", image: "speed-art" },
  ],
  keywords: ["remittance", "diaspora"],
  stat: { value: "180+", label: "Countries" },
  contact: { email: "hello@sankofa.example", slide: "Slide {position} of {count}" },
  people: [{ name: "Ada Obi", role: "Founder" }],
};

const omissions = ["people.*.name"];

describe("extractMessages", () => {
  it("keeps only words: no links, icons, ids, image names, figures, e-mails or omitted names", () => {
    expect(extractMessages(module, omissions)).toEqual({
      hero: { title: "Send money home" },
      items: { fees: { title: "No hidden fees" }, speed: { title: "Fast" } },
      keywords: { 0: "remittance", 1: "diaspora" },
      stat: { label: "Countries" },
      contact: { slide: "Slide {position} of {count}" },
      people: { 0: { role: "Founder" } },
    });
  });
});

describe("overlay", () => {
  const french: Messages = {
    hero: { title: "Envoyez de l’argent" },
    items: { fees: { title: "Aucun frais caché" }, speed: { title: "Rapide" } },
    keywords: { 0: "transfert", 1: "diaspora" },
    stat: { label: "Pays" },
    contact: { slide: "Diapositive {position} sur {count}" },
    people: { 0: { role: "Fondatrice" } },
  };

  it("replaces every translatable string, keeps every other value and localises links", () => {
    const result = overlay(module, french, { omissions, localizeHref: (href) => `/fr${href}` });
    expect(result).toEqual({
      hero: { title: "Envoyez de l’argent", href: "/fr/products?tab=individuals", icon: "Globe" },
      items: [
        { id: "fees", title: "Aucun frais caché", count: 3 },
        { id: "speed", title: "Rapide", image: "speed-art" },
      ],
      keywords: ["transfert", "diaspora"],
      stat: { value: "180+", label: "Pays" },
      contact: { email: "hello@sankofa.example", slide: "Diapositive {position} sur {count}" },
      people: [{ name: "Ada Obi", role: "Fondatrice" }],
    });
  });

  it("leaves the source untouched and returns it as it was without a catalog", () => {
    const copy = structuredClone(module);
    expect(overlay(module, undefined)).toEqual(copy);
    expect(module).toEqual(copy);
  });

  it("lays a catalog that `extractMessages` made back exactly on its module", () => {
    expect(overlay(module, extractMessages(module, omissions), { omissions })).toEqual(module);
  });
});

describe("catalogProblems", () => {
  const english: Messages = { hero: { title: "Hello", slide: "Slide {position} of {count}" }, skip: "Skip" };
  const where = "app/content/locales/fr/messages.json";

  it("accepts a complete translation", () => {
    const french = { hero: { title: "Bonjour", slide: "Diapo {count} : {position}" }, skip: "Passer" };
    expect(catalogProblems(english, french, where)).toEqual([]);
  });

  it("names the language's file and the key of a missing, extra or empty entry", () => {
    const french = { hero: { title: "  ", slide: "Diapo {position} sur {count}" }, extra: "En trop" };
    expect(catalogProblems(english, french, where)).toEqual([
      `${where}: empty hero.title`,
      `${where}: missing skip`,
      `${where}: extra extra, not in English`,
    ]);
  });

  it("names a key whose placeholders differ from English", () => {
    const french = { hero: { title: "Bonjour", slide: "Diapo {position} sur {total}" }, skip: "Passer" };
    expect(catalogProblems(english, french, where)).toEqual([
      `${where}: hero.slide has placeholders {position, total} where English has {count, position}`,
    ]);
  });

  it("names a key whose kind differs: a string where English has a group, and the reverse", () => {
    expect(catalogProblems(english, { hero: "Bonjour", skip: { a: "b" } }, where)).toEqual([
      `${where}: hero must be an object of messages`,
      `${where}: skip must be a string`,
    ]);
  });
});

describe("placeholders", () => {
  it("lists a string's placeholders once each, sorted, and fills them in", () => {
    expect(placeholdersOf("{b} and {a}, {b} again, {{companyName}} kept")).toEqual(["a", "b", "companyName"]);
    expect(fill("Testimonial {position} of {count}", { position: "2", count: "4" })).toBe("Testimonial 2 of 4");
    expect(fill("{unknown} stays", {})).toBe("{unknown} stays");
  });
});
