import { randomBytes } from "node:crypto";
import { ConfigError, parseConfig, type Config } from "../shared/config.server";

/**
 * The configuration a start script runs with, validated once, or the process ends with the message
 * that names the bad variable. The embedded service's drafts perspective needs a token: without one
 * configured, the run makes its own (and passes it on, through the environment, to what it starts).
 */
export function startupConfig(): Config {
  if (!process.env.SANITY_PROJECT_ID && !process.env.SANITY_API_URL && !process.env.CONTENT_TOKEN) {
    process.env.CONTENT_TOKEN = randomBytes(24).toString("hex");
  }
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
