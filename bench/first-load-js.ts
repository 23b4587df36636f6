/**
 * First-load JavaScript per page family, from the build's manifest, against a minimal React Router 7
 * app with one route (bench/baseline) built in the same run with the same installed versions.
 *
 *   npx tsx bench/first-load-js.ts
 *
 * Budget (docs/decisions/0009-benchmarks-and-quality-gates.md): the home page's first-load JS within 1.25x of
 * the baseline (gzip), and the English catalogue, the consent UI, the lightbox and the video player are not
 * in it.
 */
import {
  baselineLeaf,
  buildBaseline,
  chunkText,
  fileBytes,
  firstLoadFiles,
  readBuild,
  sumBytes,
} from "./support/first-load";
import { lazyFeatures } from "./support/lazy-chunks";
import { HOME_BUDGET, HOME_TARGET } from "./support/budget";
import { snapshotSiteBuild } from "./support/stack";
import { kb, machineLine, ratio, summary, table } from "./support/stats";

const REPRODUCE = "npx tsx bench/first-load-js.ts";
const FAMILIES = ["home", "menu", "menu-entry", "journal", "article", "page"];

const snapshot = snapshotSiteBuild();
const site = await readBuild(snapshot.buildDir);
const baselineBuild = buildBaseline();
try {
  const baseline = await readBuild(baselineBuild.buildDir);
  const baseFiles = firstLoadFiles(baseline, baselineLeaf(baseline));
  const base = sumBytes(baseline, baseFiles);

  const rows: (string | number)[][] = [
    ["baseline (RR7, one route)", baseFiles.length, kb(base.raw), kb(base.gzip), kb(base.brotli), "1.00x", "1.00x"],
  ];
  let homeRatio = Number.NaN;
  let homeFiles: string[] = [];
  for (const family of FAMILIES) {
    const id = `${family}___default`;
    if (!site.assets.routes[id]) {
      rows.push([family, "-", "route missing", "", "", "", ""]);
      continue;
    }
    const files = firstLoadFiles(site, id);
    const bytes = sumBytes(site, files);
    if (family === "home") {
      homeRatio = bytes.gzip / base.gzip;
      homeFiles = files;
    }
    rows.push([
      family,
      files.length,
      kb(bytes.raw),
      kb(bytes.gzip),
      kb(bytes.brotli),
      ratio(bytes.gzip / base.gzip),
      ratio(bytes.brotli / base.brotli),
    ]);
    summary(
      `First-load JS, ${family}`,
      `${kb(bytes.gzip)} gzip / ${kb(bytes.brotli)} br = ${ratio(bytes.gzip / base.gzip)} of the baseline (${kb(base.gzip)})`,
      REPRODUCE,
    );
  }

  console.log(
    `First-load JavaScript per page family (Italian variant; entry + route branch + their imports, as modulepreloaded).`,
  );
  console.log(
    `Compressed per file the same way for both (gzip level 6, brotli quality 5; the server sends the site's precompressed at brotli 11 / gzip 9). Route discovery: ${site.discovery}.`,
  );
  console.log(machineLine());
  console.log();
  console.log(
    table(["page family", "JS files", "raw", "gzip", "brotli", "gzip / baseline", "brotli / baseline"], rows, [
      "l",
      "r",
      "r",
      "r",
      "r",
      "r",
      "r",
    ]),
  );

  const features = await lazyFeatures(site, new Set(homeFiles));
  console.log();
  console.log(
    table(
      ["kept out of the home page's first load", "status", "chunk(s)"],
      features.map((f) => [f.feature, f.status, f.chunks.join(", ") || "-"]),
    ),
  );
  // The home page's first-load chunks, biggest first, with the ones that hold React and React Router
  // marked (the baseline has them too; Rolldown may merge some app modules into them): the others are
  // the app's alone, where growth is to be looked for first.
  const framework = (href: string) =>
    href === site.assets.entry.module || chunkText(site, href).includes("react.transitional.element");
  const chunks = homeFiles
    .map((href) => ({ href, bytes: fileBytes(`${site.buildDir}/client${href}`) }))
    .sort((a, b) => b.bytes.gzip - a.bytes.gzip);
  const appGzip = chunks.filter((c) => !framework(c.href)).reduce((n, c) => n + c.bytes.gzip, 0);
  console.log();
  console.log(
    table(
      ["home first-load chunk", "raw", "gzip", ""],
      chunks.map((c) => [
        c.href,
        kb(c.bytes.raw),
        kb(c.bytes.gzip),
        framework(c.href) ? "holds React / React Router" : "app",
      ]),
      ["l", "r", "r", "l"],
    ),
  );
  const frameworkGzip = chunks.reduce((n, c) => n + c.bytes.gzip, 0) - appGzip;
  console.log(
    `\nApp-only chunks in the home page's first load: ${kb(appGzip)} gzip; the budget leaves them ${kb(HOME_BUDGET * base.gzip - frameworkGzip)} ` +
      `(${HOME_BUDGET}x the baseline's ${kb(base.gzip)}, less the ${kb(frameworkGzip)} of the chunks holding React and React Router).`,
  );
  const within = homeRatio <= HOME_BUDGET;
  summary(
    `First-load JS budget (home ≤ ${HOME_TARGET}x baseline; gate ${HOME_BUDGET}x)`,
    `${within ? "within the gate" : "OVER the gate"}: ${homeRatio.toFixed(4)}x`,
    REPRODUCE,
  );
  summary("Kept out of the home first load", features.map((f) => `${f.feature}: ${f.status}`).join("; "), REPRODUCE);
  console.log();
  console.log(
    `Budget: home first-load JS ${homeRatio.toFixed(4)}x of the baseline (gzip); the gate ${HOME_BUDGET}x: ${within ? "within" : "OVER BUDGET"}; ` +
      `the target ${HOME_TARGET}x: ${homeRatio <= HOME_TARGET ? "met" : "not met yet"}.`,
  );
  console.log(
    `Lazy features: ${features.every((f) => f.ok) ? "all outside the first load" : "SOME IN THE FIRST LOAD OR MISSING"}.`,
  );
  console.log(`\nReproduce: ${REPRODUCE}`);
} finally {
  baselineBuild.dispose();
  snapshot.dispose();
}
