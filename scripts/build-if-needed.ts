import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
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
  if (!existsSync(marker) || !existsSync(path.join(root, "build", "client")))
    return { stale: true, reason: "no build yet" };
  const built = statSync(marker).mtimeMs;
  for (const source of SOURCES) {
    if (newestMtime(path.join(root, source)) > built)
      return { stale: true, reason: `${source} changed since the last build` };
  }
  return { stale: false, reason: "build is up to date" };
}

/**
 * Stand-ins for the secrets a CI or a container build has in its environment. `npm test` builds the
 * site with them set, and server/secrets.test.ts searches that build for them: none may be inlined.
 */
export const SECRET_PROBES = {
  SANITY_READ_TOKEN: "skSecretReadToken0123456789abcdefXYZ",
  CONTENT_TOKEN: "content-token-secret-0123456789abcdef",
  CONTENT_WRITE_TOKEN: "content-write-token-secret-0123456789",
  PREVIEW_SECRET: "preview-secret-9f8e7d6c5b4a39281706",
  REVALIDATE_SECRET: "revalidate-secret-1a2b3c4d5e6f7a8b9c0d",
} as const;

/** Which build was made with the probes: its server entry's time, kept outside the build. */
const probedStamp = (root: string) => path.join(root, "node_modules", ".cache", "salone", "secret-probes-build.json");
const builtAt = (root: string) => statSync(path.join(root, "build", "server", "index.js")).mtimeMs;

/** Whether the build in `root` is current and was made with SECRET_PROBES in its environment. */
export function builtWithSecretProbes(root = ROOT): boolean {
  try {
    if (buildIsStale(root).stale) return false;
    const stamp = JSON.parse(readFileSync(probedStamp(root), "utf8")) as { builtAt?: number };
    return stamp.builtAt === builtAt(root);
  } catch {
    return false;
  }
}

export function buildIfNeeded(root = ROOT, { secretProbes = false } = {}): void {
  const { stale, reason } = buildIsStale(root);
  if (!stale) return;
  console.log(`Building the site (${reason})…`);
  const env = { ...process.env, ...(secretProbes ? SECRET_PROBES : {}), NODE_ENV: "production" };
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error("The build failed; see the output above.");
    process.exit(result.status ?? 1);
  }
  if (secretProbes) {
    mkdirSync(path.dirname(probedStamp(root)), { recursive: true });
    writeFileSync(probedStamp(root), JSON.stringify({ builtAt: builtAt(root) }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfNeeded(ROOT, { secretProbes: process.argv.includes("--secret-probes") });
