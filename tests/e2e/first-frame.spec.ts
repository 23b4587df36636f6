import type { Browser, BrowserContextOptions } from "@playwright/test";
import { groq } from "./support/content";
import { PHONE } from "./support/phone";
import { expect, test } from "./support/test";

/**
 * What a page leaves out of its first frame (styles/global.css, decisions 0078 and 0079): the footer
 * of a screen with its data; on a phone, a category's dishes from the third on and the dishes like a
 * dish on its page, which start below the first screen. Each is held in the first frame it is styled in and
 * drawn from the next, with scripts or without, the page's code or not; on a wider screen, where they are in
 * view, the dishes are drawn at once.
 */

test.use({ serviceWorkers: "block" });

const DISHES = "#main > article > div > article";
const FOOTER = "#main ~ footer";
const DESKTOP = { viewport: { width: 1440, height: 900 } };

const GALLERY = '#main > [data-block="menuGallery"]';

let category: string;
let event: string;
/** The dish with the least text: where the dishes like it start highest. */
let dish: string;
test.beforeAll(async () => {
  dish = await groq<string>(
    `*[_type == "menuItem" && defined(image.asset)] | order(length(coalesce(description.it, "")) asc)[0].slug.current`,
  );
  category = await groq<string>(
    `*[_type == "menuCategory" && defined(image.asset) && count(*[_type == "menuItem" && references(^._id)]) >= 4] | order(order asc)[0].slug.current`,
  );
  event = await groq<string>(`*[_type == "event" && defined(slug.current)] | order(start desc)[0].slug.current`);
  expect(category).toBeTruthy();
  expect(event).toBeTruthy();
  expect(dish).toBeTruthy();
});

/**
 * The `content-visibility` of each element `selector` matches, read at the start of each of the
 * page's first frames with one (requestAnimationFrame): each element's reading in the first frame it
 * is in, its reading six frames on, and whether its content is drawn once the page has loaded; and
 * the page's layout shifts until then, summed (a held element drawn must move nothing in view). The
 * page's own code is held back (its modules never answered): what is seen is the server's page.
 */
async function frames(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions,
  path: string,
  selector: string,
) {
  const context = await browser.newContext({ ...options, baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.route(/\/assets\/.*\.js$/, () => {});
  await page.addInitScript((selector) => {
    const frames: string[][] = [];
    const w = window as unknown as { __frames: string[][]; __shift: number };
    w.__frames = frames;
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
    const sample = () => {
      const found = [...document.querySelectorAll(selector)];
      if (found.length) frames.push(found.map((element) => getComputedStyle(element).contentVisibility));
      if (frames.length < 6) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, selector);
  await page.goto(path, { waitUntil: "load" });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __frames: string[][] }).__frames.length)).toBe(6);
  const seen = await page.evaluate(() => (window as unknown as { __frames: string[][] }).__frames);
  const last = seen.at(-1)!;
  const first = last.map((_, index) => seen.find((frame) => frame.length > index)![index]);
  const elements = page.locator(selector);
  const marked = await elements.evaluateAll((found) =>
    found.map((element) => element.hasAttribute("data-below-first-screen")),
  );
  const top = await elements.evaluateAll((found) =>
    found.map((element) => element.getBoundingClientRect().top - innerHeight),
  );
  const drawn = await elements.evaluateAll((found) =>
    found.map((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
  );
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  await context.close();
  return { first, last, marked, drawn, shift, belowScreen: top.map((px) => px > 0) };
}

for (const prefix of ["", "/en"]) {
  test(`a category's dishes below a phone's first screen are drawn in the frame after the first (${prefix || "/"})`, async ({
    browser,
    baseURL,
  }) => {
    const phone = await frames(browser, baseURL, PHONE, `${prefix}/menu/${category}`, DISHES);
    const count = phone.marked.length;
    expect(count).toBeGreaterThanOrEqual(4);
    // The server marks the dishes from the third on; in the first frame each is in, those are held.
    expect(phone.marked).toEqual(Array.from({ length: count }, (_, index) => index >= 2));
    expect(phone.first).toEqual(Array.from({ length: count }, (_, index) => (index >= 2 ? "hidden" : "visible")));
    // From the next frame on, deferred like a block below the first screen (content-visibility: auto):
    // those within reach drawn, and nothing in view moved (Chromium counted a dish held, then simply
    // shown, as a shift of 0.275 from the top of the screen).
    expect(phone.shift).toBeLessThan(0.01);
    expect(phone.last).toEqual(Array.from({ length: count }, (_, index) => (index >= 2 ? "auto" : "visible")));
    expect(phone.drawn.slice(0, 4)).toEqual([true, true, true, true]);

    // A desktop's first screen shows the first dishes of the card: none is held.
    const desktop = await frames(browser, baseURL, DESKTOP, `${prefix}/menu/${category}`, DISHES);
    expect(desktop.first).toEqual(Array(count).fill("visible"));
    expect(desktop.drawn).toEqual(Array(count).fill(true));
  });
}

test("a short screen's footer is held in the first frame, then drawn by the browser without the page's code", async ({
  browser,
  baseURL,
}) => {
  for (const options of [PHONE, DESKTOP]) {
    // An event: its footer within two and a half screens of the top, deferred all the same.
    const footer = await frames(browser, baseURL, options, `/events/${event}`, FOOTER);
    expect(footer.first).toEqual(["hidden"]);
    // Then deferred as a block below the first screen (content-visibility: auto), and near enough to be drawn.
    expect(footer.last).toEqual(["auto"]);
    expect(footer.drawn).toEqual([true]);
    expect(footer.shift).toBeLessThan(0.01);
  }
});

test("on a phone, a dish's page starts the dishes like it below the first screen, and holds them out of the first frame", async ({
  browser,
  baseURL,
}) => {
  for (const prefix of ["", "/en"]) {
    // The dish fills the first screen at least, however little text it has.
    const phone = await frames(browser, baseURL, PHONE, `${prefix}/menu/${dish}`, GALLERY);
    expect(phone.marked).toEqual([true]);
    expect(phone.belowScreen).toEqual([true]);
    expect(phone.first).toEqual(["hidden"]);
    // Then deferred as a block below the first screen, and near enough to be drawn.
    expect(phone.last).toEqual(["auto"]);
    expect(phone.drawn).toEqual([true]);
    expect(phone.shift).toBeLessThan(0.01);
  }
  // However little text: with all of it but the name taken out, the gallery still starts below the screen.
  const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(`/menu/${dish}`);
  const below = await page.evaluate((gallery) => {
    const text = document.querySelector("#main > article h1")!.parentElement!;
    for (const child of [...text.children]) if (child.tagName !== "H1") child.remove();
    return document.querySelector(gallery)!.getBoundingClientRect().top - innerHeight;
  }, GALLERY);
  expect(below).toBeGreaterThan(0);
  await context.close();
  // On a desktop the gallery may be in view from the start: not held.
  const desktop = await frames(browser, baseURL, DESKTOP, `/menu/${dish}`, GALLERY);
  expect(desktop.first).toEqual(["auto"]);
  expect(desktop.drawn).toEqual([true]);
});
