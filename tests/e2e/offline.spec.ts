import { expect, test, type Page } from "./test.ts";

/**
 * A phone that loses its network (issue 25, docs/decisions/024): the pages it opened come from the
 * phone with the date they were saved, a page it never opened gets the offline page in its
 * language, and a form sent without a network waits on the phone and is stored once when the
 * network returns.
 */
test.use({ serviceWorkers: "allow" });

const article = "/blog/sme-growth-africa-financing-expansion";

/** Opens `path` and waits until the service worker controls the page and has saved it. */
async function openAndSave(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
  });
  // The page the worker did not yet control was not saved by it: open it once more through it.
  await page.goto(path);
  await expect
    .poll(() =>
      page.evaluate(
        async (url) => Boolean(await (await caches.open("sankofa-pages")).match(url)),
        new URL(path, page.url()).href,
      ),
    )
    .toBe(true);
}

const savedNote = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: "saved on this phone" });

test("offline, opened pages come from the phone with the date they were saved; others get the offline page", async ({
  page,
  context,
}) => {
  await openAndSave(page, "/support");
  await openAndSave(page, article);
  await context.setOffline(true);

  for (const path of ["/support", article]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(savedNote(page)).toContainText(/You are reading the copy saved on this phone on .+\d{4}/);
    await expect(savedNote(page).locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  }
  await page.reload();
  await expect(savedNote(page)).toBeVisible();

  await page.goto("/careers");
  await expect(page.getByRole("heading", { level: 1, name: "No connection right now" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "+1 (202) 555-0142" })).toHaveAttribute("href", "tel:+12025550142");
  await expect(main.getByRole("link", { name: "hello@sankofa.example" })).toHaveAttribute(
    "href",
    "mailto:hello@sankofa.example",
  );
  const saved = main.getByRole("list").filter({ has: page.getByRole("link", { name: /Support/ }) });
  await expect(saved.getByRole("listitem")).toHaveCount(2);
  await expect(saved.getByRole("link", { name: /Support/ })).toHaveAttribute("href", "/support");
  await expect(saved.getByRole("link", { name: /SME/ })).toHaveAttribute("href", article);
  await expect(page.getByText("No page is saved on this phone yet.")).toBeHidden();
});

test("a visitor who reads in French gets the offline page in French", async ({ page, context }) => {
  await openAndSave(page, "/fr/support");
  await context.setOffline(true);
  await page.goto("/fr/careers");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Pas de connexion pour l’instant" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "+1 (202) 555-0142" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "enregistrée le" })).toHaveCount(1);
});
