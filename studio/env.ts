/**
 * The Studio's settings, from SANITY_STUDIO_* variables (the Studio's build inlines exactly those,
 * by their full name, so each is read as `process.env.NAME`). The defaults are the embedded content
 * service's (project `salone`, dataset `production`), so the Studio builds and starts with no
 * Sanity project, no login and no network. The preview secret is never in the repository: set it in
 * the environment, or in studio/.env.local (ignored by git).
 */
function read(get: () => string | undefined): string | undefined {
  try {
    const value = get()?.trim();
    return value ? value : undefined;
  } catch {
    // In a browser with a variable that was not set at build time there is no `process` at all.
    return undefined;
  }
}

const sanityProjectId = read(() => process.env.SANITY_STUDIO_PROJECT_ID);
/**
 * No Sanity project: the Studio edits the embedded content service (the local Content Lake), reached
 * at `SANITY_STUDIO_API_HOST` (the client puts the project id before its host: salone.localhost).
 */
export const local = sanityProjectId === undefined;
export const projectId = sanityProjectId ?? "salone";
/**
 * Settings the site hands the Studio it serves, in its page (server/studio.ts): where this run's
 * content service is and where the site is, so one build serves any port.
 */
const served = (globalThis as { __SALONE_STUDIO__?: { apiHost?: unknown; siteUrl?: unknown } }).__SALONE_STUDIO__;
const servedText = (value: unknown) => (typeof value === "string" && value ? value : undefined);
/** The embedded service, as the browser reaches it. */
export const apiHost = (
  servedText(served?.apiHost) ??
  read(() => process.env.SANITY_STUDIO_API_HOST) ??
  "http://localhost:3333"
).replace(/\/+$/, "");
export const dataset = read(() => process.env.SANITY_STUDIO_DATASET) ?? "production";
/**
 * Where the site runs: the preview action opens `${siteUrl}/api/preview`, the Presentation tool shows it in a
 * frame.
 */
export const siteUrl = (
  servedText(served?.siteUrl) ??
  read(() => process.env.SANITY_STUDIO_SITE_URL) ??
  "http://localhost:3000"
).replace(/\/+$/, "");
/** The site's PREVIEW_SECRET. Unset: the preview action says what to set. */
export const previewSecret = read(() => process.env.SANITY_STUDIO_PREVIEW_SECRET);
