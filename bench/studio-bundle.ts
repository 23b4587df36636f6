/**
 * The built Studio's JavaScript: all of it, and the part the Studio loads at start (its entry
 * script, named in index.html, and what that imports statically, transitively), raw and gzipped
 * (zlib, level 6). The rest loads when a tool or a pane asks for it.
 *
 *   npm run studio:build && npx tsx bench/studio-bundle.ts [studio/dist]
 *
 * Sizes, not timings: one build gives the same figures on any machine. To compare two
 * configurations, build each and run this after each build.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = path.resolve(process.argv[2] ?? "studio/dist");
const staticDir = path.join(dist, "static");

function sizes(files: string[]): { files: number; bytes: number; gzipped: number } {
  let bytes = 0;
  let gzipped = 0;
  for (const file of files) {
    const content = readFileSync(path.join(staticDir, file));
    bytes += content.length;
    gzipped += gzipSync(content, { level: 6 }).length;
  }
  return { files: files.length, bytes, gzipped };
}

const entry = /<script[^>]*type="module"[^>]*src="\/static\/([^"]+\.js)"/.exec(
  readFileSync(path.join(dist, "index.html"), "utf8"),
)?.[1];
if (!entry) {
  console.error(`No entry script in ${path.join(dist, "index.html")}: run npm run studio:build first.`);
  process.exit(1);
}

// A chunk's static imports, as the bundler writes them: `from"./x.js"` and `import"./x.js"`.
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;
const atStart = new Set<string>();
const pending = [entry];
for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
  if (atStart.has(file)) continue;
  atStart.add(file);
  for (const [, imported] of readFileSync(path.join(staticDir, file), "utf8").matchAll(STATIC_IMPORT))
    if (imported) pending.push(imported);
}

const all = readdirSync(staticDir).filter((file) => file.endsWith(".js"));
const row = (name: string, figures: ReturnType<typeof sizes>) =>
  `${name.padEnd(18)} ${String(figures.files).padStart(5)} files ${figures.bytes.toLocaleString("en").padStart(12)} B ${figures.gzipped.toLocaleString("en").padStart(11)} B gzipped`;
console.log(`Studio JavaScript in ${path.relative(process.cwd(), staticDir) || staticDir}`);
console.log(row("all", sizes(all)));
console.log(row("loaded at start", sizes([...atStart])));
console.log("Reproduce: npm run studio:build && npx tsx bench/studio-bundle.ts");
