import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const STUDIO = path.join(ROOT, "studio");
/** What the Studio is built from (its own folder, less what it makes) and the rules it shares with the site. */
const SKIP = new Set(["dist", "node_modules", ".sanity", "schema.json"]);
/** Beside the build: the settings it was built with (a change of port or site means a new build). */
const MARKER = ".salone-build.json";

/** The SANITY_STUDIO_* settings the build inlines. */
export type StudioBuildEnv = Record<`SANITY_STUDIO_${string}`, string>;

/**
 * The build's settings: none for the local Studio (the site gives it the service's and its own address
 * at run time, server/studio.ts), the project and dataset for Sanity's.
 */
export function studioBuildEnv(env: {
  SANITY_PROJECT_ID?: string | undefined;
  SANITY_DATASET?: string | undefined;
}): StudioBuildEnv {
  if (!env.SANITY_PROJECT_ID) return {};
  return { SANITY_STUDIO_PROJECT_ID: env.SANITY_PROJECT_ID, SANITY_STUDIO_DATASET: env.SANITY_DATASET ?? "production" };
}

/**
 * The newest time anything in `entry` changed. The Studio's own folder counts by what it holds, not by
 * its own time: a build is moved into it (dist), which is newer than the build's marker.
 */
function newestMtime(entry: string, ownTime = true): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = ownTime ? stat.mtimeMs : 0;
  for (const child of readdirSync(entry))
    if (!SKIP.has(child)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function studioBuildIsStale(
  env: StudioBuildEnv,
  dist = path.join(STUDIO, "dist"),
): { stale: boolean; reason: string } {
  const marker = path.join(dist, MARKER);
  if (!existsSync(marker) || !existsSync(path.join(dist, "index.html"))) return { stale: true, reason: "no build yet" };
  if (readFileSync(marker, "utf8") !== JSON.stringify(env)) return { stale: true, reason: "built for other settings" };
  const built = statSync(marker).mtimeMs;
  // patches/: what patch-package changed in the Studio's packages (sanity's) is built into it too.
  for (const source of [
    STUDIO,
    path.join(ROOT, "site"),
    path.join(ROOT, "package-lock.json"),
    path.join(ROOT, "patches"),
  ]) {
    if (newestMtime(source, source !== STUDIO) > built)
      return { stale: true, reason: `${path.relative(ROOT, source)} changed since the last build` };
  }
  return { stale: false, reason: "the Studio's build is up to date" };
}

/**
 * Builds the Studio into studio/dist when it is missing, older than its sources, or built with other
 * settings (`sanity build` works offline). A failed build is reported and the site starts without
 * the Studio rather than not at all.
 */
export function buildStudioIfNeeded(env: StudioBuildEnv, dist = path.join(STUDIO, "dist"), force = false): boolean {
  const { stale, reason } = force ? { stale: true, reason: "asked for" } : studioBuildIsStale(env, dist);
  if (!stale) return true;
  console.log(`Building the Studio (${reason})…`);
  // Built aside and moved into place whole: two builds at once (two starts, or tests beside
  // `npm run studio:build`) each clean their output folder first, and one would empty the other's.
  const aside = path.join(STUDIO, ".sanity", `build-${process.pid}`);
  mkdirSync(path.dirname(aside), { recursive: true });
  const result = spawnSync("npx", ["sanity", "build", aside, "--yes"], {
    cwd: STUDIO,
    stdio: "inherit",
    // Without a project, the Studio's own variables from the shell must not make it Sanity's.
    env: { ...withoutStudioProject(process.env), ...env, DO_NOT_TRACK: "1", NODE_ENV: "production" },
  });
  if (result.status !== 0 || !existsSync(path.join(aside, "index.html"))) {
    rmSync(aside, { recursive: true, force: true });
    console.error("The Studio's build failed (see above): the site starts without /studio.");
    return false;
  }
  writeFileSync(path.join(aside, MARKER), JSON.stringify(env));
  rmSync(dist, { recursive: true, force: true });
  try {
    renameSync(aside, dist);
    // The move changed studio/'s own time, which the next start compares with the marker's.
    const now = new Date();
    utimesSync(path.join(dist, MARKER), now, now);
  } catch {
    // Another build moved its own into place first: it is as new as this one.
    rmSync(aside, { recursive: true, force: true });
  }
  return true;
}

function withoutStudioProject(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.SANITY_STUDIO_PROJECT_ID;
  delete copy.SANITY_STUDIO_DATASET;
  return copy;
}

// `npm run studio:build`: build now, for the project in SANITY_PROJECT_ID (or SANITY_STUDIO_PROJECT_ID) or local.
if (import.meta.url === `file://${process.argv[1]}`) {
  const env = studioBuildEnv({
    SANITY_PROJECT_ID: process.env.SANITY_PROJECT_ID || process.env.SANITY_STUDIO_PROJECT_ID,
    SANITY_DATASET: process.env.SANITY_DATASET || process.env.SANITY_STUDIO_DATASET,
  });
  if (!buildStudioIfNeeded(env, undefined, true)) process.exit(1);
}
