import { expect, test, type Page } from "./test.ts";
import { storedMessages } from "./contact-messages.ts";
import {
  aMessage,
  contactForm,
  expectEmptyForm,
  expectFields,
  fill,
  sentNotice,
  submitButton,
} from "./contact-form-parts.ts";

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

/** The idempotency keys of the submissions the phone keeps, read from the outbox in IndexedDB. */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("sankofa-outbox");
        open.addEventListener("error", () => reject(open.error));
        open.addEventListener("success", () => {
          const database = open.result;
          if (!database.objectStoreNames.contains("submissions")) return resolve([]);
          const all = database.transaction("submissions").objectStore("submissions").getAllKeys();
          all.addEventListener("success", () => resolve(all.result.map(String)));
        });
      }),
  );
}

const queuedNotice = (page: Page) => contactForm(page).getByRole("status").filter({ hasText: "Not sent yet" });

test.describe("a message sent without a network", () => {
  test("is kept on the phone, said to be not sent yet, and stored once with its key when the network returns", async ({
    page,
    context,
  }) => {
    await openAndSave(page, "/support");
    await context.setOffline(true);
    const form = contactForm(page);
    const message = aMessage("Offline on the bus");
    await fill(form, message);
    await submitButton(form).click();
    await expect(queuedNotice(page)).toContainText(
      "There is no connection, so your form is saved on this phone. It will be sent when the connection returns",
    );
    await expect(sentNotice(form)).toBeHidden();
    const [key, ...others] = await keptKeys(page);
    expect(others).toEqual([]);
    expect(storedMessages(message.subject)).toEqual([]);

    await context.setOffline(false);
    await expect(sentNotice(form)).toBeVisible();
    await expect(queuedNotice(page)).toBeHidden();
    expect(await keptKeys(page)).toEqual([]);
    // A later visit, which also sends what is kept, finds nothing more to send.
    await page.reload();
    const stored = storedMessages(message.subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ idempotency_key: key, name: message.name, message: message.message });
  });

  test("can be cancelled: its words come back and nothing is sent", async ({ page, context }) => {
    await openAndSave(page, "/support");
    await context.setOffline(true);
    const form = contactForm(page);
    const message = aMessage("Changed my mind");
    await fill(form, message);
    await submitButton(form).click();
    await expect(queuedNotice(page)).toBeVisible();
    await expectEmptyForm(form);
    await queuedNotice(page).getByRole("button", { name: "Cancel sending" }).click();
    await expect(form.getByText("Cancelled. Nothing was sent, and your words are back in the form.")).toBeVisible();
    await expectFields(form, message);
    expect(await keptKeys(page)).toEqual([]);
    await context.setOffline(false);
    await page.reload();
    expect(storedMessages(message.subject)).toEqual([]);
  });

  test("survives the tab being closed and is sent on the next visit", async ({ page, context }) => {
    await openAndSave(page, "/support");
    await context.setOffline(true);
    const message = aMessage("Closed the tab");
    await fill(contactForm(page), message);
    await submitButton(contactForm(page)).click();
    await expect(queuedNotice(page)).toBeVisible();
    const kept = await keptKeys(page);
    await page.close();

    const later = await context.newPage();
    await later.goto("/support");
    await expect(queuedNotice(later)).toBeVisible();
    await context.setOffline(false);
    await later.goto("/about");
    await expect.poll(() => storedMessages(message.subject).length).toBe(1);
    expect(storedMessages(message.subject)[0]?.idempotency_key).toBe(kept[0]);
  });
});
