import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // SALONE_BUILD_DIR lets a test build elsewhere without touching the build a running server uses.
  buildDirectory: process.env.SALONE_BUILD_DIR || "build",
  ssr: true,
  // Every route is in the page's initial manifest script: no lookup of the routes behind the page's
  // links after hydration (a request, and a router update that renders the page again), and the
  // static export (npm run build:static) has no server to answer one anyway (decision 0080).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
