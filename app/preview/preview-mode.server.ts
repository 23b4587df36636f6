import { createClient, type SanityClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { config } from "@config/config.server";
import { PREVIEW_COOKIE } from "@site/cookies";

/**
 * The Studio's Presentation tool's way into preview (`/api/preview-mode/enable`): the Studio writes
 * a short-lived `sanity.previewUrlSecret` document and opens the site with its secret; the site reads
 * that document back with the server's token (@sanity/preview-url-secret's `validatePreviewUrl`),
 * through the same content service the pages read, embedded or Sanity's.
 */
let client: SanityClient | undefined;

/** Undefined when the server has no token to read the secrets with (then preview mode is off). */
export function secretsClient(): SanityClient | undefined {
  const c = config().content;
  if (!c.token) return undefined;
  client ??= createClient({
    projectId: c.projectId,
    dataset: c.dataset,
    apiHost: c.apiUrl,
    // The API's own host (Sanity's https://<project>.api.sanity.io, or the embedded service's) as configured.
    useProjectHostname: false,
    apiVersion: c.apiVersion,
    useCdn: false,
    token: c.token,
    timeout: c.timeoutMs,
  });
  return client;
}

export interface PreviewUrlCheck {
  valid: boolean;
  /** The path the Studio asked for (`sanity-preview-pathname`), when the secret is valid. */
  redirectTo?: string | undefined;
}

export async function checkPreviewUrl(client: SanityClient, url: string): Promise<PreviewUrlCheck> {
  const { isValid, redirectTo } = await validatePreviewUrl(client, url);
  return { valid: isValid, redirectTo };
}

/**
 * Framed by the Studio (another site), the preview cookie must be sent in a cross-site frame
 * (SameSite=None, which browsers take only with Secure) and is kept in that frame's partition
 * (Partitioned: the Studio's frame of this site has its own cookie jar, as browsers now require for
 * third-party cookies). A top-level preview keeps today's SameSite=Lax cookie.
 */
export function framed(request: Request): boolean {
  return request.headers.get("Sec-Fetch-Dest") === "iframe";
}

export function framedPreviewCookie(token: string, maxAgeSeconds: number): string {
  return [
    `${PREVIEW_COOKIE}=${token}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=None",
    "Secure",
    "Partitioned",
  ].join("; ");
}

export function clearedFramedPreviewCookie(): string {
  return [`${PREVIEW_COOKIE}=`, "Path=/", "Max-Age=0", "HttpOnly", "SameSite=None", "Secure", "Partitioned"].join("; ");
}
