import type { Page } from "@playwright/test";
import { groq } from "./support/content";
import { settled } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * Scrolling: top on a new page, the position restored on back, the hash on first
 * load and after a navigation; smooth scrolling with Lenis from 1024 px up (1000 ms for
 * programmatic scrolls), native below it and under reduced motion, and none of the rules broken by it.
 */

test.use({ serviceWorkers: "block" });

const WIDE = { width: 1280, height: 720 }; // Lenis
const NARROW = { width: 390, height: 800 }; // native

let categories: string[];
test.beforeAll(async () => {
  categories = await groq<string[]>(`*[_type == "menuCategory"] | order(order asc).slug.current`);
  expect(categories.length).toBeGreaterThanOrEqual(4);
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const lenisRunning = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("lenis"));

/** Where an element's top is, relative to the viewport (0: at the top edge). */
const topOf = (page: Page, id: string) =>
  page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), id);

async function ready(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  // Hydrated and quiet: what is measured is the site's scrolling, not a click racing hydration.
  await settled(page);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/**
 * With the page's code: once hydrated and idle, nothing deferred is drawn while the visitor has not
 * scrolled (decision 0080); a scroll (down a pixel and back) starts the drawing, one block per idle
 * period (at once under the smooth scroller), until the root says all are, the page still at its top.
 */
async function drawnOnceScrolled(page: Page, selector: string) {
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-blocks-drawn"))).toBe(false);
  expect(await rendered(page, selector)).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 1));
  await expect.poll(() => scrollY(page)).toBe(1);
  await scrollTo(page, 0);
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-blocks-drawn"))).toBe(true);
  expect(await rendered(page, selector)).toBe(true);
  expect(await scrollY(page)).toBe(0);
}

/** Whether the browser has drawn what the selector finds (false while content-visibility skips it). */
const rendered = (on: Page, selector: string) =>
  on.evaluate(
    (selector) => document.querySelector(selector)!.checkVisibility({ contentVisibilityAuto: true }),
    selector,
  );

for (const [name, viewport] of [
  ["with smooth scrolling (1280 px)", WIDE],
  ["with native scrolling (390 px)", NARROW],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test("a new page starts at the top, and back restores the position", async ({ page }) => {
      await ready(page, "/journal");
      // Lenis is its own chunk, loaded after hydration.
      await expect.poll(() => lenisRunning(page)).toBe(viewport === WIDE);
      await scrollTo(page, 900);
      const link = page.getByRole("main").getByRole("article").nth(4).getByRole("link");
      const title = await link.innerText();
      // A click that does not first scroll the link into view, so the position stays 900.
      await link.dispatchEvent("click");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect.poll(() => scrollY(page)).toBe(0);

      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giornale");
      await expect.poll(() => scrollY(page)).toBe(900);
    });

    test("a navigation marked preventScrollReset keeps the position", async ({ page }) => {
      await ready(page, "/journal");
      await scrollTo(page, 700);
      // React Router's own navigate, as a link with preventScrollReset would call it.
      await page.evaluate(() =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string, o: object): Promise<void> } }
        ).__reactRouterDataRouter.navigate("/journal?page=1", { preventScrollReset: true }),
      );
      await expect(page).toHaveURL(/\/journal\?page=1$/);
      await page.waitForTimeout(300);
      expect(await scrollY(page)).toBe(700);
    });

    test("the home page's blocks below the first screen are drawn only near it, then all once the visitor has scrolled and the page is idle", async ({
      page,
      browser,
      baseURL,
    }) => {
      // The opening hours, low on the page, are skipped by the browser (content-visibility); the first screen is not.
      // The page as the server sent it, before any code runs.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
      const asSent = await context.newPage();
      await asSent.goto("/", { waitUntil: "load" });
      expect(await rendered(asSent, '#main > [data-block="openingHours"] > *')).toBe(false);
      expect(await rendered(asSent, "#main > [data-first] > *")).toBe(true);
      await context.close();
      // With its code: not before the visitor scrolls; then every block drawn, the page still at its top.
      await ready(page, "/");
      await drawnOnceScrolled(page, '#main > [data-block="openingHours"] > *');
    });

    test("the menu's categories after the first are drawn only near the screen, then all once the visitor has scrolled and the page is idle", async ({
      page,
      browser,
      baseURL,
    }) => {
      const last = "[data-deferred]:last-child > *";
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
      const asSent = await context.newPage();
      await asSent.goto("/menu", { waitUntil: "load" });
      expect(await rendered(asSent, last)).toBe(false);
      expect(await rendered(asSent, `#${categories[0]!} > *`)).toBe(true);
      await context.close();
      await ready(page, "/menu");
      await drawnOnceScrolled(page, last);
    });

    test("the footer is deferred on a screen with its data; a long screen's is drawn near the screen, or once scrolled and idle", async ({
      page,
      browser,
      baseURL,
    }) => {
      const event = await groq<string>(
        `*[_type == "event" && defined(slug.current)] | order(start desc)[0].slug.current`,
      );
      // The site's footer (an article or an event may have one of its own).
      const footer = "#main ~ footer";
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
      const asSent = await context.newPage();
      // The journal: the footer is screens away, skipped (decision 0077).
      await asSent.goto("/journal", { waitUntil: "load" });
      expect(await asSent.locator(footer).getAttribute("data-deferred")).toBe("");
      expect(await rendered(asSent, `${footer} > *`)).toBe(false);
      // A page of blocks below its first (about): deferred too.
      await asSent.goto("/about", { waitUntil: "load" });
      expect(await asSent.locator(footer).getAttribute("data-deferred")).toBe("");
      // An event, within a screen or two: deferred too (decision 0078).
      await asSent.goto(`/events/${event}`, { waitUntil: "load" });
      expect(await asSent.locator(footer).getAttribute("data-deferred")).toBe("");
      // A missing page: its footer is in view from the start, not deferred.
      await asSent.goto("/no-such-page", { waitUntil: "load" });
      expect(await asSent.locator(footer).getAttribute("data-deferred")).toBeNull();
      await context.close();
      await ready(page, "/journal");
      await drawnOnceScrolled(page, `${footer} > *`);
    });

    test("switched to English, the menu draws its first categories with the tap and the rest right after, from the top", async ({
      page,
    }) => {
      // The menu's first page holds 8 categories (MENU_CATEGORIES_PER_PAGE); a navigation draws 2 of them in
      // its own render (MENU_FIRST_CATEGORIES).
      const onFirstPage = categories.slice(0, 8);
      await ready(page, "/menu");
      await scrollTo(page, 300);
      // What the navigation's own render put in the document: the categories there when the English title comes in.
      await page.evaluate((ids) => {
        const w = window as unknown as { __withTitle?: number };
        const observer = new MutationObserver(() => {
          if (document.querySelector("h1")?.textContent !== "Menu") return;
          w.__withTitle = ids.filter((id) => document.getElementById(id)).length;
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }, onFirstPage);
      // React Router's own navigate, as the switcher's link calls it.
      await page.evaluate(() =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate("/en/menu"),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menu");
      expect(await page.evaluate(() => (window as unknown as { __withTitle?: number }).__withTitle)).toBe(2);
      for (const id of onFirstPage) await expect(page.locator(`#${id}`)).toBeAttached();
      expect(await scrollY(page)).toBe(0);
    });

    test("reloaded low on the home page, the view comes back where it was", async ({ page }) => {
      await ready(page, "/");
      await page.evaluate(() => document.getElementById("location")!.scrollIntoView({ behavior: "instant" }));
      await expect
        .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-blocks-drawn")))
        .toBe(true);
      const [y, top] = [await scrollY(page), await topOf(page, "location")];
      await page.reload();
      await page.waitForLoadState("networkidle");
      await settled(page);
      expect(Math.abs((await topOf(page, "location")) - top)).toBeLessThanOrEqual(2);
      expect(Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(2);
    });

    test("after a navigation to a home page's section (/#location), the view is at it", async ({ page }) => {
      await ready(page, "/journal");
      await page.evaluate(() =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate("/#location"),
      );
      await expect(page).toHaveURL(/\/#location$/);
      await expect(page.locator("#location")).toBeAttached();
      await expect
        .poll(async () => Math.abs(await topOf(page, "location")))
        .toBeLessThanOrEqual(2 + (await scrollMargin(page, "location")));
    });

    test("an address with a hash opens scrolled to that element", async ({ page }) => {
      const id = categories[3]!;
      await ready(page, `/menu#${id}`);
      expect(await scrollY(page)).toBeGreaterThan(200);
      expect(Math.abs(await topOf(page, id))).toBeLessThanOrEqual(2 + (await scrollMargin(page, id)));
    });

    test("after a navigation to an address with a hash, the view is at that element", async ({ page }) => {
      const id = categories[3]!;
      await ready(page, "/journal");
      // React Router's own navigate, as a link to /menu#<id> would call it.
      await page.evaluate(
        (to) =>
          (
            window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
          ).__reactRouterDataRouter.navigate(to),
        `/menu#${id}`,
      );
      await expect(page).toHaveURL(new RegExp(`/menu#${id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Menù");
      await expect
        .poll(async () => Math.abs(await topOf(page, id)))
        .toBeLessThanOrEqual(2 + (await scrollMargin(page, id)));
    });
  });
}

const scrollMargin = (page: Page, id: string) =>
  page.evaluate((id) => parseFloat(getComputedStyle(document.getElementById(id)!).scrollMarginTop) || 0, id);

/** Samples scrollY every frame from the click until it has not moved for 300 ms. */
async function measureScroll(page: Page, click: () => Promise<void>) {
  await page.evaluate(() => {
    const w = window as unknown as { __samples: { t: number; y: number }[]; __clickedAt: number };
    w.__samples = [];
    // From the click itself: Playwright may scroll the link into view before it clicks.
    document.addEventListener(
      "click",
      () => {
        const start = (w.__clickedAt = performance.now());
        let lastY = window.scrollY;
        const tick = () => {
          const now = performance.now();
          if (window.scrollY !== lastY) {
            lastY = window.scrollY;
            w.__samples.push({ t: now, y: lastY });
          }
          if (now - start < 5000) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true },
    );
  });
  await click();
  await page.waitForFunction(() => {
    const s = (window as unknown as { __samples: { t: number }[] }).__samples;
    return s.length > 0 && performance.now() - s.at(-1)!.t > 300;
  });
  return page.evaluate(() => {
    const w = window as unknown as { __samples: { t: number; y: number }[]; __clickedAt: number };
    return { samples: w.__samples, clickedAt: w.__clickedAt };
  });
}

test.describe("smooth scrolling", () => {
  test("from 1024 px up a sub-menu link glides to its section over about 1000 ms", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await ready(page, "/menu");
    await expect.poll(() => lenisRunning(page)).toBe(true);
    const id = categories[3]!;
    const { samples, clickedAt } = await measureScroll(page, () =>
      page.getByRole("navigation", { name: "Categorie del menù" }).getByRole("link").nth(3).click(),
    );
    // From the click to the last step: the glide's timing runs from its start, and a busy machine may
    // draw its first step late (measured from that step, 1000 ms once came out as 682).
    const duration = samples.at(-1)!.t - clickedAt;
    // Several steps, not one jump (few frames on a busy machine), spread over about a second.
    expect(samples.length).toBeGreaterThan(2);
    expect(duration).toBeGreaterThan(700);
    expect(duration).toBeLessThan(2000);
    expect(Math.abs(await topOf(page, id))).toBeLessThanOrEqual(2 + (await scrollMargin(page, id)));
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
  });

  test("a native scroll read twice at one position still ends Lenis's scrolling state (iframes clickable again)", async ({
    page,
  }) => {
    // Lenis marks the page "scrolling" on a native scroll (its stylesheet then makes iframes, the map's
    // and the videos', ignore the pointer) and ends it 400 ms after the last one; a scroll event that
    // found no movement used to cancel that end without setting another (patches/lenis+*.patch). On a
    // busy machine two scroll events read one position: the page stayed "scrolling" for good.
    await page.setViewportSize({ width: 1440, height: 900 });
    await ready(page, "/journal");
    await expect.poll(() => lenisRunning(page)).toBe(true);
    // The scroll, then a scroll event handled at once (the position moved: the end is set), then the
    // browser's own for the same scroll (no movement left). The state is read in the same task: it
    // lasts 400 ms, and on a busy machine the next look from here came after its end.
    const scrolling = await page.evaluate(() => {
      window.scrollTo(0, 600);
      window.dispatchEvent(new Event("scroll"));
      return document.documentElement.classList.contains("lenis-scrolling");
    });
    expect(scrolling).toBe(true);
    await expect(page.locator("html")).not.toHaveClass(/lenis-scrolling/, { timeout: 5_000 });
  });

  test("below 1024 px scrolling is native: no Lenis, and the same link jumps at once", async ({ page }) => {
    await page.setViewportSize({ width: 1023, height: 768 });
    await ready(page, "/menu");
    expect(await lenisRunning(page)).toBe(false);
    const { samples } = await measureScroll(page, () =>
      page.getByRole("navigation", { name: "Categorie del menù" }).getByRole("link").nth(3).click(),
    );
    expect(samples.length).toBe(1);
    // Crossing the breakpoint starts Lenis, without a reload.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => lenisRunning(page)).toBe(true);
  });

  test.describe("under prefers-reduced-motion", () => {
    test.use({ viewport: WIDE, reducedMotion: "reduce" });
    test("scrolling is native even on a wide screen", async ({ page }) => {
      await ready(page, "/menu");
      expect(await lenisRunning(page)).toBe(false);
    });
  });

  test("the site never sets CSS scroll-behavior: smooth (it would fight Lenis)", async ({ page }) => {
    await page.setViewportSize(WIDE);
    for (const url of ["/", "/menu", "/journal"]) {
      await ready(page, url);
      const behaviours = await page.evaluate(() =>
        [document.documentElement, document.body].map((e) => getComputedStyle(e).scrollBehavior),
      );
      expect(behaviours, url).toEqual(["auto", "auto"]);
    }
  });

  test("a glide still running when the visitor goes back does not drag the restored position along", async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await ready(page, "/menu");
    await expect.poll(() => lenisRunning(page)).toBe(true);
    await scrollTo(page, 300);
    // A 1000 ms glide towards the last section (a new history entry, /menu#…); back while it runs.
    const yWhenBack = await page.evaluate(async () => {
      document.querySelector<HTMLAnchorElement>('nav[aria-label="Categorie del menù"] li:last-child a')!.click();
      // As soon as the glide is visibly under way.
      const start = performance.now();
      while (window.scrollY <= 350 && performance.now() - start < 2000) await new Promise(requestAnimationFrame);
      const y = window.scrollY;
      history.back();
      return y;
    });
    expect(yWhenBack, "the glide was under way when the visitor went back").toBeGreaterThan(300);
    await expect(page).toHaveURL(/\/menu$/);
    // Leaving the hash reloads the page's data; the position is restored once that has settled.
    await page.waitForFunction(
      () =>
        (window as unknown as { __reactRouterDataRouter: { state: { navigation: { state: string } } } })
          .__reactRouterDataRouter.state.navigation.state === "idle",
    );
    await page.waitForTimeout(1200);
    expect(await scrollY(page)).toBe(300);
  });
});
