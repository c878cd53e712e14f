import { Resvg } from "@resvg/resvg-js";
import { expect, test, type Page } from "./test.ts";
import jsQR from "jsqr";
import sharp from "sharp";
import { readBuildFacts } from "#server/build-facts.ts";
import { site } from "#app/site.config.ts";

/** The address the build was made for (SITE_URL), as the server serves it. */
const downloadAddress = `${readBuildFacts().siteUrl}/download`;

const qrCode = (page: Page) => page.getByRole("main").getByRole("img", { name: /^QR code of / });

/** What a QR decoder reads in a PNG, or null. */
async function decodePng(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

test.describe("/download (D17)", () => {
  test("keeps the placeholder's heading and text and names both stores in real links", async ({ page }) => {
    await page.goto("/download");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Download the App");
    await expect(main.getByText("This page is coming soon")).toBeVisible();
    const stores = main.getByRole("list", { name: "Get the app from your phone’s store" }).getByRole("link");
    await expect(stores).toHaveCount(2);
    await expect(stores.nth(0)).toHaveAccessibleName("Download on the App Store (opens in a new tab)");
    await expect(stores.nth(0)).toHaveAttribute("href", site.appStores.apple.url);
    await expect(stores.nth(1)).toHaveAccessibleName("Get it on Google Play (opens in a new tab)");
    await expect(stores.nth(1)).toHaveAttribute("href", site.appStores.google.url);
    for (const store of await stores.all()) {
      await expect(store).toHaveAttribute("target", "_blank");
      await expect(store).toHaveAttribute("rel", /noopener/);
    }
  });

  test("points to the waitlist", async ({ page }) => {
    await page.goto("/download");
    await page.getByRole("main").getByRole("link", { name: "Join the waitlist" }).click();
    await expect(page).toHaveURL(/\/open-account$/);
  });

  test("the QR code's drawing decodes to the page's own address", async ({ page }) => {
    await page.goto("/download");
    await expect(qrCode(page)).toHaveAccessibleName(`QR code of ${downloadAddress}`);
    const svg = await qrCode(page).evaluate((element) => new XMLSerializer().serializeToString(element));
    const png = new Resvg(svg, { fitTo: { mode: "width", value: 330 } }).render().asPng();
    expect(await decodePng(png)).toBe(downloadAddress);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the QR code reads from the screen in the ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/download");
      await expect(qrCode(page)).toBeVisible();
      expect(await decodePng(await qrCode(page).screenshot())).toBe(downloadAddress);
    });
  }

  test("a phone gets the badges, not a code to scan with itself @mobile", async ({ page }) => {
    await page.goto("/download");
    await expect(qrCode(page)).toBeHidden();
    await expect(page.getByRole("link", { name: /App Store/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Google Play/ })).toBeVisible();
  });
});

test("every Download the App link on the site arrives at /download", async ({ page }) => {
  const pagesWithDownloadLinks = ["/", "/products", "/login", "/security"];
  const found: string[] = [];
  for (const path of [...pagesWithDownloadLinks, "/about", "/support", "/open-account", "/webapp", "/download"]) {
    await page.goto(path);
    // Hidden tab panels count too: every one of their links must lead there as well.
    const targets = await page
      .locator("a")
      .evaluateAll((links) =>
        links
          .filter((link) => /^\s*(Download (the )?App|Open App)\s*$/.test(link.textContent ?? ""))
          .map((link) => link.getAttribute("href")),
      );
    expect(
      targets.every((href) => href === "/download"),
      `${path}: ${targets.join(", ")}`,
    ).toBe(true);
    if (targets.length > 0) found.push(path);
  }
  expect(found).toEqual(pagesWithDownloadLinks);
  await page.goto("/login");
  await page.getByRole("main").getByRole("link", { name: "Download App" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Download the App");
});
