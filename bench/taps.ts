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
 * With `--first`, every tap is the page's first intent: the page is loaded (the network quiet, then
 * 500 ms) but not waited for to hydrate, and the filter's disclosure is opened by script, so the tap
 * on "Vegetariano" is the first (decision 0080: the page's code starts on the first intent); the
 * filter is also timed as a visitor reaches it, the disclosure tapped open, then the box at once. With
 * `--before <checkout>`, another checkout's build is served beside this one and measured alike, each
 * figure named "… before".
 *
 * `--cpu <n>` slows the page's CPU n times; `--only <regexp>` times only the taps whose name matches.
 *
 *   npx tsx bench/taps.ts [runs=5] [--first] [--cpu <n>] [--only <regexp>] [--before <checkout>]
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "./support/browser";
import { machineLine, median, ms, summary, table } from "./support/stats";
import path from "node:path";
import { buildOtherCheckout, snapshotSiteBuild, startContent, startSite, type Running } from "./support/stack";

const args = process.argv.slice(2);
const first = args.includes("--first");
const beforeAt = args.indexOf("--before");
const before = beforeAt >= 0 ? args[beforeAt + 1] : undefined;
/** `--cpu <n>`: the page's CPU slowed down n times (Chromium's throttling, as Lighthouse's 4x). */
const cpuAt = args.indexOf("--cpu");
const cpu = cpuAt >= 0 ? Number(args[cpuAt + 1]) : 1;
/** `--only <regexp>`: only the taps whose name matches it. */
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? args[onlyAt + 1]! : "";
const runs = Number(
  args.filter((a, i) => !a.startsWith("--") && !["--before", "--cpu", "--only"].includes(args[i - 1]!))[0] ?? 5,
);
/** Taps that came while the page had not hydrated yet (`--first`), per figure. */
const dehydrated = new Map<string, number>();
let current = "";
const PAGES = ["/", "/menu", "/journal"];

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1440, height: 900 } };

async function hydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  if (first) {
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    if (!(await page.evaluate(() => "__reactRouterDataRouter" in window)))
      dehydrated.set(current, (dehydrated.get(current) ?? 0) + 1);
    return;
  }
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
    await page.waitForFunction(() => (window as unknown as { __done?: number }).__done !== undefined, undefined, {
      timeout: 15_000,
    });
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
    const page = await context.newPage();
    if (cpu > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpu });
    return await run(page, context);
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

const filterTap = (browser: Browser, url: string, openByTap = !first) =>
  inContext(browser, PHONE, async (page) => {
    await hydrated(page, url);
    const form = page.getByRole("form", { name: "Filtra il menù" });
    const box = form.getByRole("checkbox", { name: "Vegetariano", exact: true });
    // The filter is a disclosure on the phone: opened first, outside the timing (by script with
    // `--first`, where a tap would be the intent that starts the page's code).
    if (!(await box.isVisible())) {
      const summary = form.locator("summary", { hasText: "Filtra il menù" });
      if (openByTap) await summary.tap();
      else await summary.evaluate((el) => ((el.parentElement as HTMLDetailsElement).open = true));
    }
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
  const sites: [string, string][] = [["", site.url]];
  if (before) {
    const other = await startSite(content.url, buildOtherCheckout(before), {}, path.resolve(before));
    running.push(other);
    sites.unshift([" before", other.url]);
  }
  browser = await launchChromium();
  for (const [, url] of sites) await switchDesktop(browser, `${url}/`); // warm-up: JIT, content and page caches

  const rows: (string | number)[][] = [];
  const reproduce = `npx tsx bench/taps.ts ${runs}${first ? " --first" : ""}${cpu > 1 ? ` --cpu ${cpu}` : ""}${only ? ` --only "${only}"` : ""}${before ? ` --before ${before}` : ""}`;
  const figures: [string, number[]][] = [];
  const measure = async (name: string, run: (url: string) => Promise<number>) => {
    if (!new RegExp(only).test(name)) return;
    for (const [suffix, url] of sites) {
      const values: number[] = [];
      current = name + suffix;
      for (let i = 0; i < runs; i++) values.push(await run(url));
      figures.push([current, values]);
    }
  };
  for (const p of PAGES) {
    await measure(`Language switch ${p} → English, 1440 px (hover, click)`, (url) => switchDesktop(browser!, url + p));
    await measure(`Language switch ${p} → English, 390 px (menu open, tap)`, (url) => switchPhone(browser!, url + p));
  }
  await measure("Mobile menu open, 390 px, tap to shown", (url) => openMenu(browser!, `${url}/`, false));
  await measure("Mobile menu open, 390 px, network gone after load", (url) => openMenu(browser!, `${url}/`, true));
  await measure("Menu filter /menu, 390 px, tap on Vegetariano to the shorter list", (url) =>
    filterTap(browser!, `${url}/menu`),
  );
  if (first) {
    // The visitor's way on a phone: the disclosure tapped open (the first intent), then the box at once.
    await measure("Menu filter /menu, 390 px, disclosure tapped open, then Vegetariano at once", (url) =>
      filterTap(browser!, `${url}/menu`, true),
    );
  }

  for (const [name, values] of figures) {
    const target = name.startsWith("Language") ? 200 : 100;
    const med = median(values);
    const early = first ? `${dehydrated.get(name) ?? 0}/${values.length}` : "";
    rows.push([name, ms(med), ms(Math.max(...values)), `≤ ${target} ms`, med <= target ? "met" : "**not met**", early]);
    summary(name, `median ${ms(med)}, max ${ms(Math.max(...values))} (target ≤ ${target} ms)`, reproduce);
  }
  console.log(
    `Taps on loopback, Debian Chromium${cpu > 1 ? `, CPU ${cpu}x slower` : ""}: input to the frame showing the result (page time); median of ${runs} runs, fresh context each.`,
  );
  console.log(reproduce);
  console.log(machineLine());
  console.log();
  if (first)
    console.log(
      "First taps: the page loaded, not waited for to hydrate; the last column counts the taps that came before it had.",
    );
  console.log(
    table(["tap", "median", "max", "target", "", first ? "dehydrated" : ""], rows, ["l", "r", "r", "r", "l", "r"]),
  );
} finally {
  await browser?.close();
  for (const r of running.reverse()) await r.stop();
  snapshot.dispose();
}
