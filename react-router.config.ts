import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // SALONE_BUILD_DIR lets a test build elsewhere without touching the build a running server uses.
  buildDirectory: process.env.SALONE_BUILD_DIR || "build",
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
