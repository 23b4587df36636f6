/**
 * Taps that must not wait for the network, timed in Debian's Chromium on loopback: from the input
 * to the frame that shows its result (page time, `performance.now()` in the page; the result is
 * watched by a MutationObserver and stamped at the next animation frame, when it can be painted).
 *
 * - The language switch, at 1440 px: the pointer rests on "English" for 300 ms (the intent a mouse
 *   gives), then the click; done when the page is in English (`<html lang="en">`, the skip link's
 *   English text). At 390 px (touch): the hamburger opens the menu, then "English" is tapped; done
 *   likewise. Each from a hydrated Italian page (home, menu, journal), fresh context each run.
 * - The mobile menu, at 390 px: the tap on the hamburger to the dialog shown; once online, once
 *   with the network gone after load.
 * - The menu filter, at 390 px: on a hydrated /menu with the filter opened, the tap on "Vegetariano"
 *   to the frame that shows the shorter list.
 *
 *   npx tsx bench/taps.ts [runs=5]
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./support/browser";
import { machineLine, median, ms, summary, table } from "./support/stats";
import { snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const runs = Number(process.argv[2] ?? 5);
const PAGES = ["/", "/menu", "/journal"];

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

async function hydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
  // Dismiss nothing: the consent banner stays, as on a first visit (it never covers the header).
}

/** Arms a watcher in the page; returns a function that waits for its stamp and gives input → result in ms. */
async function watch(page: Page, condition: "english" | "menu-open" | "filtered"): Promise<() => Promise<number>> {
  // A string, not a function: tsx names the functions it compiles with a helper the page does not have.
  await page.evaluate(`(() => {
    const w = window;
    w.__done = undefined;
    w.__start = undefined;
    const dishes = () => document.querySelectorAll("main section[id] article").length;
    const all = dishes();
    const met = {
      english: () => document.documentElement.lang === "en" && /Skip to content/.test(document.querySelector(".skip-link")?.textContent ?? ""),
      "menu-open": () => !!document.querySelector("dialog#mobile-menu")?.open,
      filtered: () => dishes() !== all,
    }[${JSON.stringify(condition)}];
    const check = () => {
      if (w.__done === undefined && met()) requestAnimationFrame(() => (w.__done ??= performance.now()));
    };
    new MutationObserver(check).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    for (const type of ["pointerdown", "touchstart", "click"]) addEventListener(type, () => (w.__start ??= performance.now()), { capture: true, once: true });
  })()`);
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __done?: number }).__done !== undefined, undefined, { timeout: 15_000 });
    return page.evaluate(() => {
      const w = window as unknown as { __done: number; __start: number };
      return w.__done - w.__start;
    });
  };
}

async function inContext<T>(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0],
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ ...options, serviceWorkers: "block" });
  try {
    return await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const switchDesktop = (browser: Browser, url: string) =>
  inContext(browser, DESKTOP, async (page) => {
    await hydrated(page, url);
    const link = page.getByRole("banner").getByRole("link", { name: "English" });
    await link.hover();
    await page.waitForTimeout(300);
    const done = await watch(page, "english");
    await link.click();
    return done();
  });

const switchPhone = (browser: Browser, url: string) =>
  inContext(browser, PHONE, async (page) => {
    await hydrated(page, url);
    await page.getByRole("button", { name: "Apri il menu" }).tap();
    const dialog = page.getByRole("dialog", { name: "Menù di navigazione" });
    await dialog.waitFor();
    const done = await watch(page, "english");
    await dialog.getByRole("link", { name: "English" }).tap();
    return done();
  });

const openMenu = (browser: Browser, url: string, offline: boolean) =>
  inContext(browser, PHONE, async (page, context) => {
    await hydrated(page, url);
    await page.waitForTimeout(500);
    if (offline) await context.setOffline(true);
    const done = await watch(page, "menu-open");
    await page.getByRole("button", { name: "Apri il menu" }).tap();
    return done();
  });

const filterTap = (browser: Browser, url: string) =>
  inContext(browser, PHONE, async (page) => {
    await hydrated(page, url);
    const form = page.getByRole("form", { name: "Filtra il menù" });
    const box = form.getByRole("checkbox", { name: "Vegetariano", exact: true });
    // The filter is a disclosure on the phone: opened first, outside the timing.
    if (!(await box.isVisible())) await form.locator("summary", { hasText: "Filtra il menù" }).tap();
    await box.waitFor();
    const done = await watch(page, "filtered");
    await box.tap();
    return done();
  });

const snapshot = snapshotSiteBuild();
const running: Running[] = [];
let browser: Browser | undefined;
try {
  const content = await startContent();
  running.push(content);
  const site = await startSite(content.url, snapshot.buildDir);
  running.push(site);
  browser = await launchChromium();
  await switchDesktop(browser, `${site.url}/`); // warm-up: JIT, content and page caches

  const rows: (string | number)[][] = [];
  const reproduce = `npx tsx bench/taps.ts ${runs}`;
  const figures: [string, number[]][] = [];
  for (const path of PAGES) {
    const desktop: number[] = [];
    const phone: number[] = [];
    for (let i = 0; i < runs; i++) {
      desktop.push(await switchDesktop(browser, site.url + path));
      phone.push(await switchPhone(browser, site.url + path));
    }
    figures.push([`Language switch ${path} → English, 1440 px (hover, click)`, desktop]);
    figures.push([`Language switch ${path} → English, 390 px (menu open, tap)`, phone]);
  }
  const online: number[] = [];
  const offline: number[] = [];
  for (let i = 0; i < runs; i++) {
    online.push(await openMenu(browser, `${site.url}/`, false));
    offline.push(await openMenu(browser, `${site.url}/`, true));
  }
  figures.push(["Mobile menu open, 390 px, tap to shown", online]);
  figures.push(["Mobile menu open, 390 px, network gone after load", offline]);
  const filter: number[] = [];
  for (let i = 0; i < runs; i++) filter.push(await filterTap(browser, `${site.url}/menu`));
  figures.push(["Menu filter /menu, 390 px, tap on Vegetariano to the shorter list", filter]);

  for (const [name, values] of figures) {
    const target = name.startsWith("Language") ? 200 : 100;
    const med = median(values);
    rows.push([name, ms(med), ms(Math.max(...values)), `≤ ${target} ms`, med <= target ? "met" : "**not met**"]);
    summary(name, `median ${ms(med)}, max ${ms(Math.max(...values))} (target ≤ ${target} ms)`, reproduce);
  }
  console.log(`Taps on loopback, Debian Chromium: input to the frame showing the result (page time); median of ${runs} runs, fresh context each.`);
  console.log(machineLine());
  console.log();
  console.log(table(["tap", "median", "max", "target", ""], rows, ["l", "r", "r", "r", "l"]));
} finally {
  await browser?.close();
  for (const r of running.reverse()) await r.stop();
  snapshot.dispose();
}
