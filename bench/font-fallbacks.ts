/**
 * How well the metric-matched fallback faces (app/styles/fonts.css) stand in for the web faces: every
 * text of every page family, in both languages, at 390 and 1440 px, set on one line once in the web
 * face and once in its fallback (same style, weight and size), and the fallback's width over the web
 * face's, per face. A ratio above 1 draws the fallback wider: its lines break sooner, and the swap
 * moves what follows. `size-adjust` scales a face's widths linearly, so a face's new value is its old
 * one divided by the width-weighted ratio (fonts.css keeps the line box: the overrides scale with it).
 * Widths, not timings: the figures do not depend on the machine's load.
 *
 *   npx tsx bench/font-fallbacks.ts
 */
import type { Page } from "playwright-core";
import { launchChromium } from "./support/browser";
import { PAGE_FAMILIES, pagePaths, snapshotSiteBuild, startContent, startSite } from "./support/stack";
import { machineLine, summary, table } from "./support/stats";

const REPRODUCE = "npx tsx bench/font-fallbacks.ts";
const WIDTHS = [390, 1440];

interface Sample {
  face: string;
  web: number;
  fallback: number;
}

/**
 * Each text the page sets in one of the two web families, measured on one line in the face and in its
 * fallback. The fallbacks are faces of the same families in the stylesheet (fonts.css), which the web
 * faces the page's script adds afterwards take precedence over: each is declared again here under a
 * name of its own ("… Fallback"), with the stylesheet's sources and metrics, to be measured apart.
 */
function measure(page: Page): Promise<Sample[]> {
  return page.evaluate(async () => {
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const family = rule.style.getPropertyValue("font-family").replace(/"/g, "").trim();
        if (family !== "Cormorant Garamond" && family !== "Source Sans 3") continue;
        // The metric overrides are descriptors Chromium reads that TypeScript's DOM types lack. (No
        // named function in here: tsx would wrap it in a helper the page does not have.)
        const descriptors: FontFaceDescriptors & Record<string, string> = {};
        for (const [name, key] of [
          ["font-style", "style"],
          ["font-weight", "weight"],
          ["size-adjust", "sizeAdjust"],
          ["ascent-override", "ascentOverride"],
          ["descent-override", "descentOverride"],
          ["line-gap-override", "lineGapOverride"],
        ] as const)
          if (rule.style.getPropertyValue(name)) descriptors[key] = rule.style.getPropertyValue(name);
        const face = new FontFace(`${family} Fallback`, rule.style.getPropertyValue("src"), descriptors);
        document.fonts.add(face);
        await face.load();
      }
    const samples: { face: string; web: number; fallback: number }[] = [];
    for (const element of document.querySelectorAll("body *")) {
      if (element.closest("svg, script, style, noscript")) continue;
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join("")
        .replace(/\s+/g, " ")
        .trim();
      if (text.length < 3) continue;
      const style = getComputedStyle(element);
      if (style.display === "none") continue;
      const family = style.fontFamily.split(",")[0]!.replace(/"/g, "").trim();
      if (family !== "Cormorant Garamond" && family !== "Source Sans 3") continue;
      // (No named function in here: tsx would wrap it in a helper the page does not have.)
      const [web, fallback] = [family, `${family} Fallback`].map((face) => {
        const span = document.createElement("span");
        span.style.cssText = `position:absolute;white-space:nowrap;visibility:hidden;font-family:"${face}";font-style:${style.fontStyle};font-weight:${style.fontWeight};font-size:${style.fontSize};text-transform:${style.textTransform}`;
        span.textContent = text;
        document.body.append(span);
        return span;
      }) as [HTMLSpanElement, HTMLSpanElement];
      await document.fonts.ready;
      samples.push({
        face: `${family} ${style.fontStyle} ${style.fontWeight}`,
        web: web.getBoundingClientRect().width,
        fallback: fallback.getBoundingClientRect().width,
      });
      web.remove();
      fallback.remove();
    }
    return samples;
  });
}

const snapshot = snapshotSiteBuild();
const content = await startContent();
const site = await startSite(content.url, snapshot.buildDir);
const browser = await launchChromium();
try {
  const samples: Sample[] = [];
  let pages = 0;
  for (const prefix of ["", "/en"]) {
    const paths = await pagePaths(content.url, prefix);
    for (const [, path] of PAGE_FAMILIES) {
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(site.url + path(paths));
        // The web faces are declared by the head's script with font-display swap (the stylesheet's
        // fallbacks have none): on a first visit the display faces once the first screen is shown,
        // the text faces at the first navigation within the site (app/styles/web-fonts.inline.ts),
        // here to the same page with a query it ignores.
        await page.waitForFunction(() => "__reactRouterDataRouter" in window);
        await page.evaluate(() => {
          const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
            .__reactRouterDataRouter;
          return router.navigate(`${location.pathname}?web-fonts`);
        });
        await page.waitForFunction(
          () => [...document.fonts].filter((f) => f.status === "loaded" && f.display === "swap").length >= 6,
        );
        samples.push(...(await measure(page)));
        await page.close();
        pages++;
      }
    }
  }
  const faces = [...new Set(samples.map((s) => s.face))].sort();
  const rows = faces.map((face) => {
    const of = samples.filter((s) => s.face === face);
    const ratios = of.map((s) => s.fallback / s.web).sort((a, b) => a - b);
    const weighted = of.reduce((n, s) => n + s.fallback, 0) / of.reduce((n, s) => n + s.web, 0);
    const at = (q: number) => ratios[Math.min(ratios.length - 1, Math.floor(ratios.length * q))]!.toFixed(4);
    summary(
      `Fallback width, ${face}`,
      `${weighted.toFixed(4)}x the web face (width-weighted, ${of.length} texts)`,
      REPRODUCE,
    );
    return [face, of.length, weighted.toFixed(4), at(0.5), at(0.1), at(0.9)];
  });
  console.log(
    `The fallback faces' widths over the web faces', every text of ${pages} pages (${PAGE_FAMILIES.length} families, 2 languages, ${WIDTHS.join(" and ")} px).`,
  );
  console.log(machineLine());
  console.log();
  console.log(
    table(["face", "texts", "fallback / web (width-weighted)", "median", "10th percentile", "90th percentile"], rows, [
      "l",
      "r",
      "r",
      "r",
      "r",
      "r",
    ]),
  );
  console.log(`\nReproduce: ${REPRODUCE}`);
} finally {
  await browser.close();
  await site.stop();
  await content.stop();
  snapshot.dispose();
}
