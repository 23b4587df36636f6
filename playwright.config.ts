import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys in Debian's Chromium (no browser download): most in its headless shell where it
 * is installed (scripts/test.sh installs it; a quarter to a third less CPU than the full browser for
 * the same journeys, decision 0083), the rest in the full browser; CHROMIUM_PATH runs them all.
 * The global setup starts the embedded content service and the production server on free ports.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/**
 * Files whose journeys run one after the other in one worker (a server or a Studio of their own):
 * queued before the rest, so that the short journeys fill the other worker around them. Queued
 * with the rest (alphabetically, near the end), the Studio's chain ran its last 47 s with the other
 * worker idle (docs/decisions/0083).
 */
const CHAINS = [
  "soak",
  "static-export",
  "studio-editing",
  "studio-login",
  "studio-presentation",
  "translations",
  "visual-editing",
].map((name) => `${name}.spec.ts`);

/**
 * Files that need the full browser rather than its headless shell: the certificate warning page an
 * editor accepts before the Studio's login, and the Studio's Presentation, whose frame of the site in
 * preview stays empty in the shell (a chain each).
 */
const FULL_BROWSER = ["studio-login", "studio-presentation"].map((name) => `${name}.spec.ts`);
const FULL_BROWSER_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const JOURNEYS_BROWSER_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER_PATH);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["./tests/e2e/support/slowest-reporter.ts"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: JOURNEYS_BROWSER_PATH, args: CHROMIUM_ARGS },
    trace: "off",
  },
  // Playwright queues a project's journeys before the next project's.
  projects: [
    {
      name: "browser chains",
      testMatch: FULL_BROWSER,
      use: { launchOptions: { executablePath: FULL_BROWSER_PATH, args: CHROMIUM_ARGS } },
    },
    { name: "chains", testMatch: CHAINS, testIgnore: FULL_BROWSER },
    { name: "journeys", testIgnore: CHAINS },
  ],
});
