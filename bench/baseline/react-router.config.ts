import type { Config } from "@react-router/dev/config";

/**
 * The reference app of the first-load JavaScript budget: React Router 7 in framework mode with one
 * route, SSR and hydration, the same future flags as the site. Built by the benchmark and the bundle
 * check with the same installed versions, into bench/baseline/build (not committed).
 */
export default {
  appDirectory: "app",
  buildDirectory: process.env.BASELINE_BUILD_DIR || "build",
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
