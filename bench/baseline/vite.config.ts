import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The same build settings as the site's vite.config.ts, without the site's own plugins.
export default defineConfig({
  plugins: [reactRouter()],
  build: { sourcemap: false },
});
