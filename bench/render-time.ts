/**
 * The server's render time per page family: the request handler of a build (no HTTP, no page cache),
 * each family's page in Italian and English, as a document and as its data payload (a client-side
 * navigation), the content cache warm; medians of the CPU time each request took (render-main.mjs). With a
 * second build (`--against <buildDir>`, e.g. a build of main) both run in turns, each in its own process over
 * the same content service, and the table gives this build's time as a ratio to the other's: the figure that
 * travels between machines.
 *
 *   npx tsx bench/render-time.ts [rounds=3] [iterations=40] [--against <buildDir>]
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { machineLine, median, ms, ratio, table } from "./support/stats";
import { groq, pagePaths, snapshotSiteBuild, startContent } from "./support/stack";
import { ROOT } from "./support/first-load";

const args = process.argv.slice(2);
const againstAt = args.indexOf("--against");
const against = againstAt >= 0 ? path.resolve(args[againstAt + 1]!) : undefined;
const positional = args.filter((_, i) => againstAt < 0 || (i !== againstAt && i !== againstAt + 1));
const rounds = Number(positional[0] ?? 3);
const iterations = Number(positional[1] ?? 40);

type Times = Record<string, { document: number[]; data: number[] }>;

function measure(buildDir: string, contentUrl: string, paths: string[]): Times {
  const result = spawnSync(process.execPath, [path.join(ROOT, "bench/support/render-main.mjs")], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      NODE_ENV: "production",
      SITE_URL: "http://localhost",
      SANITY_API_URL: contentUrl,
      LOG_LEVEL: "error",
      // A busy machine's slow answer is waited for, not measured as a 503.
      SANITY_TIMEOUT_MS: "30000",
      RENDER_BUILD_DIR: buildDir,
      RENDER_PATHS: JSON.stringify(paths),
      RENDER_ITERATIONS: String(iterations),
    },
  });
  if (result.status !== 0) throw new Error(`render-main failed for ${buildDir}:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1)!) as Times;
}

const snapshot = snapshotSiteBuild();
const content = await startContent();
try {
  const families: [string, string[]][] = [];
  const event = await groq<string | null>(
    content.url,
    `*[_type == "event" && defined(slug.current)] | order(start desc)[0].slug.current`,
  );
  for (const prefix of ["", "/en"]) {
    const p = await pagePaths(content.url, prefix);
    const lang = prefix ? "en" : "it";
    families.push(
      [`home (${lang})`, [p.home]],
      [`page (${lang})`, [p.page]],
      [`menu (${lang})`, [p.menu]],
      [`menu entry (${lang})`, [p.menuEntry]],
      [`journal (${lang})`, [p.journal]],
      [`article (${lang})`, [p.article]],
      [`events (${lang})`, [`${prefix}/events`]],
      ...(event ? [[`event (${lang})`, [`${prefix}/events/${event}`]] as [string, string[]]] : []),
    );
  }
  const paths = families.flatMap(([, list]) => list);
  const builds = against ? [snapshot.buildDir, against] : [snapshot.buildDir];
  const all = builds.map(() => ({}) as Record<string, { document: number[]; data: number[] }>);
  for (let round = 0; round < rounds; round++) {
    // Taking turns, so a change in the machine's load falls on both.
    const order = round % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
    for (const i of order) {
      const times = measure(builds[i]!, content.url, paths);
      for (const [page, t] of Object.entries(times)) {
        const into = (all[i]![page] ??= { document: [], data: [] });
        into.document.push(...t.document);
        into.data.push(...t.data);
      }
    }
  }
  const rows = families.map(([name, [page]]) => {
    const mine = all[0]![page!]!;
    const row: string[] = [name, ms(median(mine.document)), ms(median(mine.data))];
    if (against) {
      const other = all[1]![page!]!;
      row.push(
        ms(median(other.document)),
        ms(median(other.data)),
        ratio(median(mine.document) / median(other.document)),
        ratio(median(mine.data) / median(other.data)),
      );
    }
    return row;
  });
  const headers = ["family", "document", "data"];
  if (against) headers.push("document (against)", "data (against)", "document ratio", "data ratio");
  console.log(`CPU time per request, medians of ${rounds} x ${iterations} (handler only, content cache warm)`);
  console.log(table(headers, rows, ["l", ...headers.slice(1).map(() => "r" as const)]));
  console.log(machineLine());
  console.log(`npx tsx bench/render-time.ts ${rounds} ${iterations}${against ? ` --against ${against}` : ""}`);
} finally {
  await content.stop();
  snapshot.dispose();
}
