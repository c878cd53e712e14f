import { expect, test, type Page } from "./test.ts";
import { siteUrl, specArticles } from "./article-table.ts";
import { siteRoutes } from "./site-routes.ts";
import { localizeHref } from "#app/lib/i18n/language.ts";
import { languageCodes } from "#app/lib/i18n/languages.server.ts";

/** Parses XML with the browser's own parser, which reports any well-formedness error. */
async function parseXml(page: Page, xml: string, selectors: Record<string, string>) {
  return page.evaluate(
    ({ source, queries }) => {
      const document = new DOMParser().parseFromString(source, "application/xml");
      if (document.querySelector("parsererror")) throw new Error(document.querySelector("parsererror")!.textContent!);
      return Object.fromEntries(
        Object.entries(queries).map(([name, selector]) => [
          name,
          [...document.querySelectorAll(selector)].map((element) => element.textContent ?? ""),
        ]),
      );
    },
    { source: xml, queries: selectors },
  );
}

test("every page's head links the RSS feed", async ({ request }) => {
  for (const route of [...siteRoutes, { path: "/no-such-page" }]) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).toMatch(
      /<link rel="alternate" href="\/rss\.xml" type="application\/rss\+xml" title="[^"]+"\/?>/,
    );
  }
});

test("/sitemap.xml lists every public route and article in every language, each with its last modification", async ({
  page,
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const { locations, dates } = await parseXml(page, await response.text(), {
    locations: "url > loc",
    dates: "url > lastmod",
  });
  const expected = languageCodes().flatMap((code) =>
    siteRoutes.map((route) => `${siteUrl}${localizeHref(route.path, code)}`),
  );
  expect(locations!.toSorted()).toEqual(expected.toSorted());
  expect(dates).toHaveLength(locations!.length);
  for (const date of dates!) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("/robots.txt names the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test("/rss.xml has one item per article, each linking to its page", async ({ page, request }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  const { links, titles } = await parseXml(page, await response.text(), {
    links: "item > link",
    titles: "item > title",
  });
  expect(links).toEqual(specArticles.map((article) => `${siteUrl}/blog/${article.slug}`));
  for (const [index, title] of titles!.entries()) {
    await page.goto(`/blog/${specArticles[index]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
});

test("the home page describes the organisation in JSON-LD", async ({ page, request }) => {
  await page.goto("/");
  const blocks = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  const organization = blocks.find((block) => block["@type"] === "Organization");
  expect(organization).toMatchObject({ "@context": "https://schema.org", name: "Sankofa", url: `${siteUrl}/` });
  const logo = await request.get(new URL(organization.logo).pathname);
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");
});

test("the support page describes its FAQ in JSON-LD, the same questions it shows", async ({ page }) => {
  await page.goto("/support");
  const blocks = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
  const faq = blocks.find((block) => block["@type"] === "FAQPage");
  expect(faq.mainEntity).toHaveLength(14);
  const shown = await page.getByRole("main").getByRole("button", { expanded: false }).allInnerTexts();
  for (const question of faq.mainEntity) {
    expect(question["@type"]).toBe("Question");
    expect(question.acceptedAnswer["@type"]).toBe("Answer");
    expect(shown.map((text) => text.trim())).toContain(question.name);
  }
});
