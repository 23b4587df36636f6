import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { salonePwa } from "./pwa/vite-plugin";

const contentPort = process.env.CONTENT_PORT ?? "3333";

export default defineConfig({
  plugins: [reactRouter(), salonePwa({ root: fileURLToPath(new URL(".", import.meta.url)) })],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  server: {
    // In development the embedded content service's image CDN is reached through the dev server,
    // as the production server proxies it.
    proxy: { "/images/": `http://127.0.0.1:${contentPort}` },
  },
  build: {
    // No source maps in the public build: they would publish server-side structure for nothing.
    sourcemap: false,
  },
});
