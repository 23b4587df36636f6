/**
 * Which elements of a page React hydrated (those with a fiber), grouped by the nearest landmark or
 * block, on a site already served (`url`): where the remaining hydration goes.
 *
 *   npx tsx bench/load-cpu/fibers.ts <url>
 */
import { launchChromium, LIGHTHOUSE_PHONE } from "../support/browser";

const url = process.argv[2]!;
const browser = await launchChromium();
try {
  const page = await (await browser.newContext(LIGHTHOUSE_PHONE)).newPage();
  await page.goto(url);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(2000);
  const rows = await page.evaluate(`(() => {
    const fiber = (e) => Object.keys(e).some((k) => k.startsWith("__reactFiber"));
    const counts = new Map();
    for (const e of document.querySelectorAll("*")) {
      if (!fiber(e)) continue;
      const region = e.closest("[data-block]") ?? e.closest("header, nav, footer, aside, section, form, dialog, [role=dialog], #main, head");
      const key = region ? \`\${region.tagName.toLowerCase()}\${region.id ? "#" + region.id : ""}\${region.getAttribute("data-block") ? "[" + region.getAttribute("data-block") + "]" : ""}.\${(region.className || "").toString().split(" ")[0]}\` : e.tagName.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const tags = new Map();
    for (const e of document.querySelectorAll("*")) if (fiber(e)) tags.set(e.tagName.toLowerCase(), (tags.get(e.tagName.toLowerCase()) ?? 0) + 1);
    return { total: [...document.querySelectorAll("*")].filter(fiber).length, all: document.querySelectorAll("*").length, regions: [...counts].sort((a, b) => b[1] - a[1]), tags: [...tags].sort((a, b) => b[1] - a[1]) };
  })()`);
  console.log(JSON.stringify(rows, null, 1));
} finally {
  await browser.close();
}
