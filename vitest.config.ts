import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { blockStylesheets } from "./build-plugins/block-stylesheets.ts";
import { inlineScript } from "./build-plugins/inline-script.ts";

// Unit, component and integration tests sit beside their code as *.test.ts(x).
// Browser journeys live in tests/e2e and run under Playwright, not here.
export default defineConfig({
  // Modules the app imports with "?script" (errors/chunk-reload.tsx), and the blocks' "?classes".
  plugins: [inlineScript(), blockStylesheets()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "@site": fileURLToPath(new URL("./site", import.meta.url)),
      "@config": fileURLToPath(new URL("./config", import.meta.url)),
    },
  },
  test: {
    include: [
      "*.test.ts",
      "{app,site,config,server,content-service,demo-dataset,scripts,bench,build-plugins,studio,tests/support}/**/*.test.{ts,tsx}",
    ],
    exclude: ["**/node_modules/**", "studio/dist/**"],
    environment: "node",
    // Vitest's own report, then the ten slowest files (tests/support/vitest-slowest-files.ts).
    reporters: ["default", "./tests/support/vitest-slowest-files.ts"],
    // Vitest's default is a worker fewer than the cores: one on a 2-core machine, which then idled
    // while the integration tests waited on the servers they start (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
