import type { Page, Route } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * The page-loading bar (spec sections 2, 4 and 9), measured in the browser: a MutationObserver stamps
 * every change of the bar with performance.now(), and the Resource Timing entry of the page's data
 * request says when the data arrived. Ranges, not exact milliseconds: these machines are shared.
 */

// Playwright cannot route what a service worker fetches: the tests take the network as the page sees it.
test.use({ serviceWorkers: "block" });

type Stamp = { t: number; state: string | null; height?: number; color?: string; label?: string | null };

async function recordBar(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __bar: Stamp[]; __click: number };
    w.__bar = [];
    let last: string | null = null;
    const note = () => {
      const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
      const state = bar?.dataset.state ?? null;
      if (state === last) return;
      last = state;
      const style = bar ? getComputedStyle(bar) : null;
      w.__bar.push({
        t: performance.now(),
        state,
        height: bar?.getBoundingClientRect().height,
        color: style?.backgroundColor,
        label: bar?.getAttribute("aria-label"),
      });
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-state"] });
    document.addEventListener("click", () => (w.__click = performance.now()), true);
  });
}

async function barLog(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __bar: Stamp[]; __click: number };
    // The navigation's own data requests (started with it; not an intent prefetch's <link>): when the last one ended.
    const data = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (e) => /\.data(\?|$)/.test(e.name) && e.initiatorType === "fetch" && e.startTime >= w.__click && e.startTime - w.__click < 300,
    );
    return { stamps: w.__bar, click: w.__click, dataArrived: Math.max(...data.map((e) => e.responseEnd)) };
  });
}

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

async function ready(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

test("data that takes 1 s: the bar appears after about 200 ms, 2 px high in #84b4b7, and is gone about 500 ms after the data arrives", async ({ page }) => {
  await ready(page, "/journal");
  await recordBar(page);
  await delayData(page, 1000);
  const title = await firstArticle(page).innerText();
  await clickWithoutHover(firstArticle(page));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  const { stamps, click, dataArrived } = await barLog(page);

  const shown = stamps.find((s) => s.state === "progressing")!;
  expect(shown, JSON.stringify(stamps)).toBeTruthy();
  expect(shown.t - click).toBeGreaterThanOrEqual(150);
  expect(shown.t - click).toBeLessThan(900);
  expect(shown.height).toBe(2);
  expect(shown.color).toBe("rgb(132, 180, 183)");
  expect(shown.label).toBe("Caricamento della pagina");

  const finished = stamps.find((s) => s.state === "finished")!;
  const gone = stamps.findLast((s) => s.state === null)!;
  expect(dataArrived - click).toBeGreaterThanOrEqual(950);
  expect(gone.t - finished.t).toBeGreaterThanOrEqual(400);
  expect(gone.t - finished.t).toBeLessThan(950);
  expect(gone.t - dataArrived).toBeGreaterThanOrEqual(400);
  // Then the page still has to render: generous, the exact hide delay is pinned just above.
  expect(gone.t - dataArrived).toBeLessThan(2500);
});

test("in English the bar is labelled 'Loading the page'", async ({ page }) => {
  await ready(page, "/en/journal");
  await delayData(page, 1000);
  await clickWithoutHover(firstArticle(page));
  await expect(page.getByRole("progressbar", { name: "Loading the page" })).toBeVisible();
});

test("a navigation that settles within the 200 ms throttle never shows the bar", async ({ page }) => {
  // Answer data requests from memory once seen, so the measured navigations have everything at hand.
  const seen = new Map<string, { body: Buffer; headers: Record<string, string>; status: number }>();
  await page.route(/\.data(\?|$)/, async (route) => {
    const hit = seen.get(route.request().url());
    if (hit) return route.fulfill(hit);
    const response = await route.fetch();
    const entry = { body: await response.body(), headers: response.headers(), status: response.status() };
    seen.set(route.request().url(), entry);
    await route.fulfill(entry);
  });
  await ready(page, "/journal");
  const title = await firstArticle(page).innerText();
  const toArticle = async () => {
    await clickWithoutHover(firstArticle(page));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  };
  const toJournal = async () => {
    await clickWithoutHover(page.getByRole("link", { name: /Giornale/ }).first());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Giornale");
  };
  await toArticle();
  await toJournal();
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  // The rule is about navigations that settle within the throttle; on a busy machine one may not,
  // so measure several and require at least one fast one.
  let fast = 0;
  for (let i = 0; i < 6 && fast < 2; i++) {
    await recordBar(page);
    await page.evaluate(() => {
      const w = window as unknown as { __settled?: number };
      delete w.__settled;
      const before = document.querySelector("h1")?.textContent;
      const observer = new MutationObserver(() => {
        if (document.querySelector("h1")?.textContent !== before) {
          w.__settled = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await (i % 2 === 0 ? toArticle() : toJournal());
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await page.waitForTimeout(300);
    const { stamps, click } = await barLog(page);
    const settled = await page.evaluate(() => (window as unknown as { __settled: number }).__settled);
    if (settled - click < 180) {
      fast++;
      expect(stamps, `settled in ${Math.round(settled - click)} ms`).toEqual([]);
    } else {
      // A slow one may show the bar, but never before the throttle.
      for (const s of stamps.filter((x) => x.state === "progressing")) expect(s.t - click).toBeGreaterThanOrEqual(150);
    }
  }
  // Every navigation above was checked against the throttle; if none was fast, the rule itself went unchecked.
  test.skip(fast === 0, "no navigation settled within 200 ms: the machine was too busy to check the rule");
});

test("the bar creeps towards full over a nominal 5 s while the data is late", async ({ page }) => {
  test.setTimeout(40_000);
  await ready(page, "/journal");
  await delayData(page, 7000);
  await clickWithoutHover(firstArticle(page));
  await expect(page.getByRole("progressbar")).toBeVisible();
  // Sample the bar's drawn width every frame until the data arrives.
  const samples = await page.evaluate(
    () =>
      new Promise<{ t: number; ratio: number }[]>((resolve) => {
        const out: { t: number; ratio: number }[] = [];
        const tick = () => {
          const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
          if (!bar || bar.dataset.state !== "progressing") return resolve(out);
          out.push({ t: performance.now(), ratio: bar.getBoundingClientRect().width / window.innerWidth });
          requestAnimationFrame(tick);
        };
        tick();
      }),
  );
  const start = samples[0]!;
  const plateau = samples.at(-1)!.ratio;
  const reached = samples.find((s) => s.ratio >= plateau - 0.002)!;
  const halfway = samples.find((s) => s.t - start.t >= 2500)!;
  expect(plateau).toBeGreaterThan(0.85);
  expect(plateau).toBeLessThan(0.95);
  // Still moving half way through the nominal duration, settled around its end.
  expect(halfway.ratio).toBeLessThan(plateau - 0.02);
  expect(reached.t - start.t).toBeGreaterThan(4000);
  expect(reached.t - start.t).toBeLessThan(6000);
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
    const { stamps } = await barLog(page);
    expect(stamps.map((s) => s.state)).toEqual(["progressing", "failed", null]);
    expect(stamps.find((s) => s.state === "failed")!.color).not.toBe("rgb(132, 180, 183)");
  });
});
