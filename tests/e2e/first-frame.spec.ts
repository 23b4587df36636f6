import type { Browser } from "@playwright/test";
import { groq } from "./support/content";
import { PHONE } from "./support/phone";
import { expect, test } from "./support/test";

/**
 * What a page leaves out of its first frame (decision 0079): on a phone, a category's dishes from the
 * third on start below the first screen, and are drawn in the frame after the first they are styled
 * in; on a wider screen, where they are in view, they are drawn at once.
 */

test.use({ serviceWorkers: "block" });

let category: string;
test.beforeAll(async () => {
  category = await groq<string>(
    `*[_type == "menuCategory" && defined(image.asset) && count(*[_type == "menuItem" && references(^._id)]) >= 4] | order(order asc)[0].slug.current`,
  );
  expect(category).toBeTruthy();
});

/**
 * Each dish's `content-visibility` in the first frames it is in the document, read at the start of
 * each frame (requestAnimationFrame) from the page's first: its reading in the first frame it is in,
 * and the readings once the page has loaded.
 */
async function dishFrames(browser: Browser, baseURL: string | undefined, options: Parameters<Browser["newContext"]>[0], path: string) {
  const context = await browser.newContext({ ...options, baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const frames: string[][] = [];
    (window as unknown as { __dishFrames: string[][] }).__dishFrames = frames;
    const sample = () => {
      const dishes = [...document.querySelectorAll("#main > article > div > article")];
      if (dishes.length) frames.push(dishes.map((dish) => getComputedStyle(dish).contentVisibility));
      if (frames.length < 6) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto(path, { waitUntil: "load" });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __dishFrames: string[][] }).__dishFrames.length)).toBe(6);
  const frames = await page.evaluate(() => (window as unknown as { __dishFrames: string[][] }).__dishFrames);
  const marked = await page
    .locator("#main > article > div > article")
    .evaluateAll((dishes) => dishes.map((dish) => dish.hasAttribute("data-below-first-screen")));
  const count = frames.at(-1)!.length;
  const first = Array.from({ length: count }, (_, index) => frames.find((frame) => frame.length > index)![index]);
  const drawn = await page.locator("#main > article > div > article h2").evaluateAll((names) => names.map((name) => name.getBoundingClientRect().height > 0));
  await context.close();
  return { first, last: frames.at(-1)!, marked, drawn };
}

for (const prefix of ["", "/en"]) {
  test(`a category's dishes below a phone's first screen are drawn in the frame after the first (${prefix || "/"})`, async ({ browser, baseURL }) => {
    const phone = await dishFrames(browser, baseURL, PHONE, `${prefix}/menu/${category}`);
    const count = phone.marked.length;
    expect(count).toBeGreaterThanOrEqual(4);
    // The server marks the dishes from the third on; in the first frame each is in, those are held.
    expect(phone.marked).toEqual(Array.from({ length: count }, (_, index) => index >= 2));
    expect(phone.first).toEqual(Array.from({ length: count }, (_, index) => (index >= 2 ? "hidden" : "visible")));
    // From the next frame on, every dish is drawn.
    expect(phone.last).toEqual(Array(count).fill("visible"));
    expect(phone.drawn).toEqual(Array(count).fill(true));

    // A desktop's first screen shows the first dishes of the card: none is held.
    const desktop = await dishFrames(browser, baseURL, { viewport: { width: 1440, height: 900 } }, `${prefix}/menu/${category}`);
    expect(desktop.first).toEqual(Array(count).fill("visible"));
    expect(desktop.drawn).toEqual(Array(count).fill(true));
  });
}
