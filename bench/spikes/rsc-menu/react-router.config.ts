import type { Config } from "@react-router/dev/config";

/** The spike's app: React Router 7's RSC framework mode (decision 0067). Not part of the site's build. */
export default {
  appDirectory: "app",
  buildDirectory: process.env.RSC_SPIKE_BUILD_DIR || "build",
  ssr: true,
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
