import { afterEach, expect, test } from "vitest";
import { startupConfig } from "./startup-config";

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

function withEnv(env: Record<string, string | undefined>) {
  for (const key of [
    "SANITY_PROJECT_ID",
    "SANITY_API_URL",
    "PREVIEW_SECRET",
    "CONTENT_TOKEN",
    "SANITY_READ_TOKEN",
    "REVALIDATE_SECRET",
  ])
    delete process.env[key];
  Object.assign(process.env, { NODE_ENV: "production", SITE_URL: "http://localhost:3000" }, env);
}

test("with the embedded service a run makes its own preview secret, passed on through the environment", () => {
  withEnv({});
  const config = startupConfig();
  expect(config.preview.secret).toMatch(/^[0-9a-f]{48}$/);
  expect(process.env.PREVIEW_SECRET).toBe(config.preview.secret);
  // The Studio the site serves may frame its preview pages.
  expect(config.preview.studioUrl).toBe("http://localhost:3000/studio");
});

test("a preview secret that is set is kept, and a content service elsewhere gets none made up", () => {
  withEnv({ PREVIEW_SECRET: "the-venues-own-preview-secret" });
  expect(startupConfig().preview.secret).toBe("the-venues-own-preview-secret");
  withEnv({ SANITY_API_URL: "https://content.example.org" });
  expect(startupConfig().preview.secret).toBeUndefined();
});
