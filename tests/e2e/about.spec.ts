import { expect, test } from "./test.ts";
import { about } from "#app/content/about.ts";
import { expectCards, expectStaticPage, figuresOf } from "./page-helpers.ts";

// Headings of free copy come from the content module; the figures and counts the spec fixes are
// written out here, as the oracle.

test.beforeEach(async ({ page }) => {
  await page.goto("/about");
});

test("the page tells its story in order: hero, story, mission, vision, values, differentiators @both", async ({
  page,
}) => {
  await expectStaticPage(page, about.hero.title);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    about.story.heading,
    about.mission.heading,
    about.vision.heading,
    about.values.heading,
    about.differentiators.heading,
  ]);
});

test("the company facts: founded 2023, 50+ team members in 12 countries, 180+ countries reached @both", async ({
  page,
}) => {
  const facts = page.getByRole("main").getByLabel(about.companyFacts.heading);
  await expect(facts).toBeVisible();
  expect(await figuresOf(facts)).toEqual([
    "2023 Founded",
    "50+ Team members in 12 countries",
    "180+ Countries reached",
  ]);
});

test("the story, its decorative illustration, the mission and the vision", async ({ page }) => {
  const main = page.getByRole("main");
  const story = main.getByRole("region", { name: about.story.heading });
  for (const paragraph of about.story.paragraphs) await expect(story.getByText(paragraph)).toBeVisible();
  const illustration = story.locator('[data-illustration="about-story"]');
  await expect(illustration).toHaveAttribute("aria-hidden", "true");
  await expect(illustration.locator("use")).toHaveAttribute("href", /about-story-.*\.svg#art$/);
  for (const statement of [about.mission, about.vision]) {
    await expect(main.getByRole("region", { name: statement.heading }).getByText(statement.text)).toBeVisible();
  }
});

test("seven core values and six differentiators", async ({ page }) => {
  const main = page.getByRole("main");
  const { values, differentiators } = about;
  await expectCards(
    main.getByRole("region", { name: values.heading }),
    7,
    values.items.map((item) => item.title),
  );
  await expectCards(
    main.getByRole("region", { name: differentiators.heading }),
    6,
    differentiators.items.map((item) => item.title),
  );
});

test("the statistics band: 54 African countries, 0 hidden fees, 24/7 support @both", async ({ page }) => {
  const band = page.getByRole("main").getByLabel("Sankofa in numbers");
  await band.scrollIntoViewIfNeeded();
  await expect(band).toBeVisible();
  expect(await figuresOf(band)).toEqual(["54 African countries", "0 Hidden fees", "24/7 Support"]);
});

test("sections below the fold wait, then reveal when scrolled to", async ({ page }) => {
  const lastBlock = page.getByRole("main").locator("[data-reveal]").last();
  await expect(lastBlock).toHaveAttribute("data-reveal-state", "pending");
  await lastBlock.scrollIntoViewIfNeeded();
  await expect(lastBlock).toHaveAttribute("data-reveal-state", "shown");
  await expect(lastBlock).toHaveCSS("opacity", "1");
});
