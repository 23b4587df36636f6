/**
 * One worker thread of the static export (scripts/build-static.ts): it loads the server build and
 * renders the pages it is sent, each as its HTML and its data payload, writing them straight into
 * the output directory (nothing is held in memory past a page). Plain JavaScript, so that a thread
 * starts without a TypeScript loader: it needs only React Router and the build.
 *
 * Messages: in, `{ paths }` (a batch to render) or `{ done: true }`; out, `{ ready: true }` once
 * loaded, `{ rendered, failed }` per batch, and `{ done: true }` when it has stopped.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler } from "react-router";

/** @type {{ buildDir: string; outDir: string; concurrency: number }} */
const { buildDir, outDir, concurrency } = workerData;
const port = parentPort;
if (!port) throw new Error("static-export-worker: run by build-static.ts as a worker thread");

const build = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
// Every route in the page's manifest script, as in build-static.ts: a file server has no /__manifest.
const handle = createRequestHandler(
  { ...build, routeDiscovery: { mode: "initial", manifestPath: build.routeDiscovery.manifestPath } },
  "production",
);
/** A crawler's user agent: the renderer waits for the whole document instead of streaming the shell. */
const request = (/** @type {string} */ target) =>
  new Request(`http://localhost${target}`, { headers: { "User-Agent": "Googlebot salone-static-export" } });
const dataPath = (/** @type {string} */ page) => (page === "/" ? "/_.data" : `${page}.data`);

function write(/** @type {string} */ file, /** @type {string} */ text) {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

/**
 * Renders one page; its failure, as `path (html status/data status)`, or undefined.
 * @param {string} page
 * @returns {Promise<string | undefined>}
 */
async function render(page, attempt = 1) {
  const [html, data] = await Promise.all([handle(request(page)), handle(request(dataPath(page)))]);
  const [htmlText, dataText] = await Promise.all([html.text(), data.text()]);
  if (html.status === 200 && data.status === 200) {
    write(page === "/" ? "index.html" : `${page.slice(1)}/index.html`, htmlText);
    write(dataPath(page).slice(1), dataText);
    return undefined;
  }
  // A content hiccup (503) is worth another try; anything else is a broken page.
  if (attempt < 3 && (html.status >= 500 || data.status >= 500)) return render(page, attempt + 1);
  return `${page} (${html.status}/${data.status})`;
}

/** @param {string[]} paths */
async function renderBatch(paths) {
  /** @type {string[]} */
  const failed = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, paths.length) }, async () => {
      while (next < paths.length) {
        const page = paths[next++];
        const failure = await render(page).catch((error) => `${page} (${String(error?.message ?? error)})`);
        if (failure) failed.push(failure);
      }
    }),
  );
  return { rendered: paths.length - failed.length, failed };
}

port.on("message", (/** @type {{ paths: string[] } | { done: true }} */ message) => {
  if ("done" in message) {
    port.postMessage({ done: true });
    port.close();
    return;
  }
  void renderBatch(message.paths).then((result) => port.postMessage(result));
});
port.postMessage({ ready: true });
