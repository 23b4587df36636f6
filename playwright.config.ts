import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys in Debian's Chromium (no browser download): /usr/bin/chromium, or CHROMIUM_PATH.
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
const CHAINS = ["soak", "static-export", "studio-editing", "studio-login", "studio-presentation", "translations", "visual-editing"].map(
  (name) => `${name}.spec.ts`,
);

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
    trace: "off",
  },
  // Playwright queues a project's journeys before the next project's.
  projects: [
    { name: "chains", testMatch: CHAINS },
    { name: "journeys", testIgnore: CHAINS },
  ],
});
