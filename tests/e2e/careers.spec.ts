import { expect, test, type Page } from "./test.ts";
import { careers } from "#app/content/careers.ts";
import { expectCards, expectStaticPage, figuresOf, linkTargets, testJumpLink } from "./page-helpers.ts";

const careersEmail = "careers@sankofa.example";

test.beforeEach(async ({ page }) => {
  await page.goto("/careers");
});

function hero(page: Page) {
  return page.getByRole("main").getByRole("region", { name: careers.hero.title });
}

function heroButton(page: Page) {
  return hero(page).getByRole("link", { name: "View Open Positions", exact: true });
}

function openings(page: Page) {
  return page.getByRole("main").getByRole("region", { name: careers.openings.heading });
}

test("one h1, headings in order and no React", async ({ page }) => {
  await expectStaticPage(page, careers.hero.title);
});

test("the hero shows 50+ team members and 12 countries @both", async ({ page }) => {
  const stats = hero(page).getByLabel("Our team");
  await expect(stats).toBeVisible();
  expect(await figuresOf(stats)).toEqual(["50+ Team members", "12 Countries"]);
});

testJumpLink({
  button: heroButton,
  section: openings,
  hash: "#openings",
  nextStop: (page) => openings(page).getByRole("link", { name: "Join Our Talent Pool" }),
});

test("four values and six benefits", async ({ page }) => {
  const main = page.getByRole("main");
  const { values, benefits } = careers;
  await expectCards(
    main.getByRole("region", { name: values.heading }),
    4,
    values.items.map((item) => item.title),
  );
  await expectCards(
    main.getByRole("region", { name: benefits.heading }),
    6,
    benefits.items.map((item) => item.title),
  );
});

test("no openings: the page says so and Join Our Talent Pool e-mails the careers team with a subject (D6) @both", async ({
  page,
}) => {
  const section = openings(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(careers.openings.noOpeningsMessage)).toBeVisible();
  const talentPool = section.getByRole("link", { name: "Join Our Talent Pool", exact: true });
  await expect(talentPool).toBeVisible();
  const href = await talentPool.getAttribute("href");
  const mail = new URL(href!);
  expect(mail.protocol).toBe("mailto:");
  expect(mail.pathname).toBe(careersEmail);
  expect(mail.searchParams.get("subject")).toBe("Talent Pool: <your role>");
});

test("every link on the page leads where it should", async ({ page }) => {
  expect(await linkTargets(page.getByRole("main"))).toEqual([
    "#openings",
    `mailto:${careersEmail}?subject=Talent%20Pool%3A%20%3Cyour%20role%3E`,
    `mailto:${careersEmail}`,
  ]);
});
