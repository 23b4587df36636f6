/**
 * A production site process for the benchmarks: like `npm start` without the build step and the
 * embedded content service, serving the build in BENCH_BUILD_DIR (a snapshot, so a rebuild by someone
 * else mid-run cannot change what is measured). Configuration as for `npm start`, from the environment.
 */
export {};

process.env.NODE_ENV ??= "production";
const { parseConfig } = await import("../../config/config.server");
const { serveSite } = await import("../../server/serve");

const site = await serveSite(parseConfig(process.env), process.env.BENCH_BUILD_DIR || undefined);
console.log(`Salone is serving on ${site.url} (pid ${process.pid})`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void site.close().then(() => process.exit(0)));
}
