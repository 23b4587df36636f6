/**
 * One build's render times for bench/render-time.ts: loads the server build in this process and
 * times the request handler itself (no HTTP server, no page cache in front), each page asked for
 * as a browser's document and as its data payload, sequentially, the content cache warm. The time
 * is the process's CPU time (user and system) over the request: on a machine shared with other
 * work the wall clock counts their turns too.
 * In: RENDER_BUILD_DIR, RENDER_PATHS (JSON list), RENDER_ITERATIONS; out: one JSON line on stdout,
 * { [path]: { document: ms[], data: ms[] } }.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";

const buildDir = process.env.RENDER_BUILD_DIR;
if (!buildDir) throw new Error("RENDER_BUILD_DIR is not set");
const paths = JSON.parse(process.env.RENDER_PATHS ?? "[]");
const iterations = Number(process.env.RENDER_ITERATIONS ?? 40);
const build = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
const handle = createRequestHandler(build, "production");
const BROWSER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
};
const dataPath = (page) => (page === "/" ? "/_.data" : `${page}.data`);

async function time(target) {
  const start = process.cpuUsage();
  const response = await handle(new Request(`http://localhost${target}`, { headers: BROWSER }));
  await response.text();
  if (response.status !== 200) throw new Error(`${target} answered ${response.status}`);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Asks until the page answers 200: on a loaded machine the content service may time out a first query (a 503). */
async function warm(target) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await time(target);
    } catch (error) {
      if (attempt >= 20) throw error;
    }
  }
}

const out = {};
for (const page of paths) {
  // The JIT and the content cache warmed first.
  for (let i = 0; i < 5; i++) {
    await warm(page);
    await warm(dataPath(page));
  }
  const document = [];
  const data = [];
  for (let i = 0; i < iterations; i++) {
    document.push(await time(page));
    data.push(await time(dataPath(page)));
  }
  out[page] = { document, data };
}
process.stdout.write(`${JSON.stringify(out)}\n`);
