/**
 * Serves a build of the baseline app (bench/baseline) as the site serves itself: Express, the same
 * compression settings, hashed assets cached for a year. Used by the Lighthouse benchmark as the
 * reference measured in the same run. BASELINE_BUILD_DIR: the build; PORT: the port.
 */
export {};

process.env.NODE_ENV = "production";
const path = await import("node:path");
const { pathToFileURL } = await import("node:url");
const { constants: zlib } = await import("node:zlib");
const { default: express } = await import("express");
const { default: compression } = await import("compression");
const { createRequestHandler } = await import("@react-router/express");

const dir = process.env.BASELINE_BUILD_DIR;
if (!dir) throw new Error("BASELINE_BUILD_DIR is not set");
const build = await import(pathToFileURL(path.join(dir, "server", "index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));
app.use("/assets", express.static(path.join(dir, "client", "assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(path.join(dir, "client"), { maxAge: "1h", index: false }));
app.all("*splat", createRequestHandler({ build }));
const server = app.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  console.log(`Baseline is serving on port ${typeof address === "object" && address ? address.port : "?"}`);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.close(() => process.exit(0)));
