/**
 * `npm run screenshots:studio [folder]`: the Studio as a venue sees it, at 1440 px and 390 px, into
 * screenshots/ (git-ignored) or the folder given: the Presentation tool on its first load (the
 * site's consent banner and preview badge in the frame), then with the menu beside a dish's form
 * (the dish's name clicked in the page), and the Structure tool editing a dish. It starts its own `npm start`
 * (the embedded service on a temporary database, no network) and logs in as the editor.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../playwright.config";
import { ROOT, startVenue } from "../tests/e2e/support/stack";

const PASSWORD = "screenshots-editor-password-0123";
const OUT = path.resolve(process.argv[2] ?? path.join(ROOT, "screenshots"));
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function logIn(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel("Editor password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(url);
}

mkdirSync(OUT, { recursive: true });
// A busy machine renders drafts with their source maps slower than the run's 2 s.
const venue = await startVenue(PASSWORD, { SANITY_TIMEOUT_MS: "10000" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, ignoreHTTPSErrors: true });
    await context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost|salone\.localhost)[:/])/, (route) =>
      route.abort("internetdisconnected"),
    );
    const page = await context.newPage();

    await logIn(page, `${venue.url}/studio/presentation?preview=/menu`);
    const frame = page.frameLocator("iframe");
    await frame.locator("sanity-visual-editing").waitFor({ state: "attached", timeout: 60_000 });
    const refuse = frame.getByRole("button", { name: "Rifiuta tutti" });
    await refuse.waitFor();
    await page.screenshot({ path: path.join(OUT, `studio-presentation-first-${size.width}.png`) });
    // The editor answers the consent banner once, as a visitor does (a real click: the preview
    // badge keeps clear of the banner's buttons, however narrow the frame).
    await refuse.click();
    const dish = frame.getByRole("heading", { name: "Misticanza" });
    // In the middle of the frame: at its foot the preview badge lies over the page.
    await dish.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await dish.click();
    await page.getByTestId("field-title.it").filter({ visible: true }).locator("input").waitFor({ timeout: 30_000 });
    await page.getByText("Used on 6 pages").filter({ visible: true }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(OUT, `studio-presentation-${size.width}.png`) });

    await page.goto(`${venue.url}/studio/structure/all-dishes;menuItem-cicoria-ripassata`);
    const italian = page.getByTestId("field-title.it").filter({ visible: true }).locator("input");
    await italian.waitFor({ timeout: 30_000 });
    await italian.fill("Cicoria ripassata in padella");
    // The draft is saved: Publish is offered (a phone's footer has no room for the word "Saved").
    await page
      .locator('[data-testid="action-publish"]:visible:not([disabled]):not([data-disabled="true"])')
      .waitFor({ timeout: 15_000 });
    // Drawn through: the pane's title, its pages, the list beside it (at 1440) and the save done.
    await page.getByText("Used on 6 pages").filter({ visible: true }).waitFor({ timeout: 30_000 });
    await page
      .getByText("Cicoria ripassata in padella", { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 30_000 });
    if (size.width > 800) {
      await page.getByText("Acqua minerale").filter({ visible: true }).first().waitFor({ timeout: 30_000 });
      // The thumbnails in sight, from the service's image CDN, loaded.
      await page.waitForFunction(
        () => {
          const pictures = [...document.images].filter((img) => {
            const box = img.getBoundingClientRect();
            return img.src.includes("/images/") && box.width > 0 && box.bottom > 0 && box.top < innerHeight;
          });
          return pictures.length > 0 && pictures.every((img) => img.complete && img.naturalWidth > 0);
        },
        undefined,
        { timeout: 30_000 },
      );
    }
    await page
      .getByText("Saving…")
      .or(page.getByText("Saving..."))
      .filter({ visible: true })
      .waitFor({ state: "detached", timeout: 30_000 });
    await page.screenshot({ path: path.join(OUT, `studio-dish-${size.width}.png`) });
    await context.close();
    console.log(
      `screenshots at ${size.width} px in ${OUT}: studio-presentation-first-, studio-presentation-, studio-dish-${size.width}.png`,
    );
  }
} catch (error) {
  for (const context of browser.contexts())
    for (const page of context.pages()) await page.screenshot({ path: path.join(OUT, "studio-failed.png") });
  throw error;
} finally {
  await browser.close();
  await venue.stop();
}
