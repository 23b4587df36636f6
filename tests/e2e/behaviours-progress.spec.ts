import type { Page, Route } from "@playwright/test";
import { settled } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * The page-loading bar in the browser. Its timing rules (the 200 ms throttle, the 200 ms minimum
 * display, the 500 ms hide delay) are checked in page time: the test holds the page's data requests
 * until it releases them and moves the page's paused clock on itself, so they are checked exactly,
 * every run, however busy the machine. The nominal 5 s run is a CSS animation, read at chosen
 * moments of its own timeline.
 */

// Playwright cannot route what a service worker fetches: the tests take the network as the page sees it.
test.use({ serviceWorkers: "block" });

type Stamp = { t: number; state: string | null; color?: string };

/** Stamps every change of the bar's state (and its colour) with the page's performance.now(). */
async function recordBar(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __bar: Stamp[] };
    w.__bar = [];
    let last: string | null = null;
    const note = () => {
      const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
      const state = bar?.dataset.state ?? null;
      if (state === last) return;
      last = state;
      w.__bar.push({ t: performance.now(), state, color: bar ? getComputedStyle(bar).backgroundColor : undefined });
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-state"],
    });
  });
}

const barLog = (page: Page) => page.evaluate(() => (window as unknown as { __bar: Stamp[] }).__bar);

function delayData(page: Page, ms: number, then: (route: Route) => Promise<void> = (route) => route.continue()) {
  return page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await then(route);
  });
}

/** The journal's first article link (a client-side navigation to a route with its own data). */
const firstArticle = (page: Page) => page.getByRole("main").getByRole("article").first().getByRole("link");

/**
 * A click without the hover before it: hovering would prefetch the data on intent, and the browser
 * fetches <link rel=prefetch> where Playwright cannot route it, so the delay would not apply.
 */
const clickWithoutHover = (link: ReturnType<Page["locator"]>) => link.dispatchEvent("click");

/**
 * Loaded and hydrated: a click dispatched before React has taken the page over would be the
 * browser's own navigation (a document, no data request), which "networkidle" alone does not rule
 * out on a busy machine (a CI run once found the next journal page fetched as a document).
 */
async function ready(page: Page, url: string) {
  await page.goto(url);
  await settled(page);
}

/**
 * The page's own clock, paused: the bar's timers fire only as the test moves page time on
 * (page.clock.runFor), so its rules are checked to the millisecond of page time, however busy the
 * machine. Installed before the page loads; paused once it is ready.
 */
async function readyWithPausedClock(page: Page, url: string) {
  await page.clock.install();
  await ready(page, url);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** Holds the page's data requests until the test releases them. */
async function holdData(page: Page) {
  const held: Route[] = [];
  await page.route(/\.data(\?|$)/, (route) => void held.push(route));
  return {
    /** Waits until the navigation has asked for its data. */
    requested: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const barState = (page: Page) =>
  page
    .locator('[role="progressbar"]')
    .evaluate((bar) => (bar as HTMLElement).dataset.state)
    .catch(() => null);

test("slow data: the bar appears 200 ms after the click, 2 px high in #84b4b7, and is gone 500 ms after the data arrives", async ({
  page,
}) => {
  await readyWithPausedClock(page, "/journal");
  await recordBar(page);
  const data = await holdData(page);
  const title = await firstArticle(page).innerText();
  const clickedAt = await page.evaluate(() => performance.now());
  await clickWithoutHover(firstArticle(page));
  await data.requested();

  // The throttle: nothing for 199 ms, the bar at 200 ms.
  await page.clock.runFor(199);
  await page.clock.runFor(1);
  const bar = page.getByRole("progressbar", { name: "Caricamento della pagina" });
  await expect(bar).toHaveAttribute("data-state", "progressing");
  expect(await bar.evaluate((el) => [el.getBoundingClientRect().height, getComputedStyle(el).backgroundColor])).toEqual(
    [2, "rgb(132, 180, 183)"],
  );

  // Still loading 1.5 s later; then the data arrives and the page changes.
  await page.clock.runFor(1500);
  await data.release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(bar).toHaveAttribute("data-state", "finished");

  // The hide delay: still there 499 ms later, gone at 500 ms.
  await page.clock.runFor(499);
  await page.clock.runFor(1);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  // Every change, in page time since the click.
  expect((await barLog(page)).map(({ t, state }) => [t - clickedAt, state])).toEqual([
    [200, "progressing"],
    [1700, "finished"],
    [2200, null],
  ]);
});

test("in English the bar is labelled 'Loading the page'", async ({ page }) => {
  await ready(page, "/en/journal");
  await delayData(page, 1000);
  await clickWithoutHover(firstArticle(page));
  await expect(page.getByRole("progressbar", { name: "Loading the page" })).toBeVisible();
});

test("a navigation that settles within the 200 ms throttle never shows the bar", async ({ page }) => {
  await readyWithPausedClock(page, "/journal");
  await recordBar(page);
  const data = await holdData(page);
  const title = await firstArticle(page).innerText();
  await clickWithoutHover(firstArticle(page));
  await data.requested();
  // The data answers 199 ms into the navigation (page time) ...
  await page.clock.runFor(199);
  await data.release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // ... and the bar never shows, then or later.
  await page.clock.runFor(2000);
  expect(await barLog(page)).toEqual([]);
});

for (const [url, next, heading] of [
  ["/journal", "Pagina successiva", "Giornale"],
  ["/en/journal", "Next page", "Journal"],
] as const) {
  test(`once shown, the bar stays at least 200 ms however soon the data arrives: the next journal page (${url})`, async ({
    page,
  }) => {
    await readyWithPausedClock(page, url);
    await recordBar(page);
    const data = await holdData(page);
    await clickWithoutHover(page.getByRole("link", { name: next }));
    await data.requested();
    await page.clock.runFor(200);
    await expect(page.getByRole("progressbar")).toHaveAttribute("data-state", "progressing");
    // The data answers the moment the bar has appeared; the page changes at once ...
    await data.release();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    // ... while the bar keeps running until it has been there 200 ms (page time has not moved since it appeared).
    expect(await barState(page)).toBe("progressing");
    await page.clock.runFor(199);
    expect(await barState(page)).toBe("progressing");
    await page.clock.runFor(1);
    await expect(page.getByRole("progressbar")).toHaveAttribute("data-state", "finished");
    await page.clock.runFor(500);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    const stamps = await barLog(page);
    const shown = stamps.find((s) => s.state === "progressing")!;
    const finished = stamps.find((s) => s.state === "finished")!;
    expect(finished.t - shown.t).toBeGreaterThanOrEqual(200);
  });
}

test("the bar creeps towards full over a nominal 5 s while the data is late", async ({ page }) => {
  await ready(page, "/journal");
  const data = await holdData(page);
  await clickWithoutHover(firstArticle(page));
  await expect(page.getByRole("progressbar")).toHaveAttribute("data-state", "progressing");
  // The creep is a CSS animation: read it at chosen moments of its own time (Web Animations), rather
  // than sampling frames against a wall clock a busy machine makes late.
  const run = await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[role="progressbar"]')!;
    const [animation] = bar.getAnimations();
    animation!.pause();
    const at = (ms: number) => {
      animation!.currentTime = ms;
      return bar.getBoundingClientRect().width / window.innerWidth;
    };
    return {
      duration: animation!.effect!.getComputedTiming().duration,
      ratios: [0, 1250, 2500, 3750, 4500, 5000, 9000].map(at),
    };
  });
  const [start, quarter, half, threeQuarters, late, end, muchLater] = run.ratios as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  expect(run.duration).toBe(5000);
  expect(start).toBe(0);
  // Growing all along, fast at first and slowing as it goes.
  expect(quarter).toBeGreaterThan(start);
  expect(half).toBeGreaterThan(quarter);
  expect(threeQuarters).toBeGreaterThan(half);
  expect(late).toBeGreaterThan(threeQuarters);
  expect(quarter - start).toBeGreaterThan(end - half);
  // Still moving half way through, towards 90 % (never full while the data is late), where it stays.
  expect(half).toBeLessThan(end - 0.02);
  expect(end).toBeCloseTo(0.9, 3);
  expect(muchLater).toBeCloseTo(0.9, 3);
  // The bar shows whether the navigation is still looking its route up or already asking for the
  // data: released before the data is asked for, the request would be held for good.
  await data.requested();
  await data.release();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

test.describe("when the data fails", () => {
  test.use({ allowConsoleErrors: [/status of 500/] });

  test("the bar is marked failed, and the error page shows", async ({ page }) => {
    await ready(page, "/journal");
    await recordBar(page);
    await delayData(page, 600, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }));
    await clickWithoutHover(firstArticle(page));
    await expect(page.getByTestId("error-message")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    const stamps = await barLog(page);
    expect(stamps.map((s) => s.state)).toEqual(["progressing", "failed", null]);
    expect(stamps.find((s) => s.state === "failed")!.color).not.toBe("rgb(132, 180, 183)");
  });
});
