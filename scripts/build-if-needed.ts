import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
/** What the build is made of: when any is newer than the build, the build is stale. */
const SOURCES = [
  "app",
  // The site's rules the app shares with the server (cookies, locales, paths): in the build too.
  "site",
  "public",
  "build-plugins",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function buildIsStale(root = ROOT): { stale: boolean; reason: string } {
  const marker = path.join(root, "build", "server", "index.js");
  if (!existsSync(marker) || !existsSync(path.join(root, "build", "client"))) return { stale: true, reason: "no build yet" };
  const built = statSync(marker).mtimeMs;
  for (const source of SOURCES) {
    if (newestMtime(path.join(root, source)) > built) return { stale: true, reason: `${source} changed since the last build` };
  }
  return { stale: false, reason: "build is up to date" };
}

export function buildIfNeeded(root = ROOT): void {
  const { stale, reason } = buildIsStale(root);
  if (!stale) return;
  console.log(`Building the site (${reason})…`);
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
