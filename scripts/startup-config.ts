import { randomBytes } from "node:crypto";
import { ConfigError, parseConfig, type Config } from "../config/config.server";

/**
 * The configuration a start script runs with, validated once, or the process ends with the message
 * that names the bad variable. The embedded service's drafts perspective needs a token: without one
 * configured, the run makes its own (and passes it on, through the environment, to what it starts); so
 * does the publish webhook's secret, with which the embedded service purges the site on a publish.
 */
export function startupConfig(): Config {
  const embedded = !process.env.SANITY_PROJECT_ID && !process.env.SANITY_API_URL;
  if (embedded && !process.env.CONTENT_TOKEN) {
    process.env.CONTENT_TOKEN = randomBytes(24).toString("hex");
  }
  // The embedded service tells the site of a publish through its webhook, which needs a secret.
  if (embedded && !process.env.REVALIDATE_SECRET && process.env.CONTENT_PUBLISH_HOOK !== "off") {
    process.env.REVALIDATE_SECRET = randomBytes(24).toString("hex");
  }
  // The Presentation tool's way into preview (/api/preview-mode/enable) signs its session with the
  // preview secret: without one set, the run makes its own, as for the token above.
  if (embedded && !process.env.PREVIEW_SECRET) {
    process.env.PREVIEW_SECRET = randomBytes(24).toString("hex");
  }
  // The Studio the site serves at /studio may frame the site's preview pages (Presentation).
  process.env.SANITY_STUDIO_URL ??= `${process.env.SITE_URL ?? `http://localhost:${process.env.PORT || 3000}`}/studio`;
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Where the embedded content service announces a publish: CONTENT_PUBLISH_HOOK, else the site's own webhook. */
export function publishHooks(config: Config, siteWebhook: string): { url: string; secret: string }[] {
  const { publishHook } = config.contentService;
  if (publishHook === "off" || !config.revalidateSecret) return [];
  return [{ url: publishHook ?? siteWebhook, secret: config.revalidateSecret }];
}
