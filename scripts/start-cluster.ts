/**
 * `npm run start:cluster`: the site as it runs beyond one machine, on one machine. Varnish
 * (deploy/varnish/default.vcl) on PORT in front of two instances of `npm start` on free loopback
 * ports, the embedded content service behind both (unless a real one is configured), with the same
 * environment as `npm start` (SITE_URL, REVALIDATE_SECRET, PREVIEW_SECRET…). Each instance purges
 * Varnish on publish (PURGE_TARGETS). Installs Varnish when it is missing (Debian, as root).
 * SIGTERM or SIGINT stops everything it started; SIGHUP makes the embedded service re-read its dataset.
 * See docs/deployment-shared-cache.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../tests/e2e/support/stack";
import { buildIfNeeded } from "./build-if-needed";
import { editorPassword } from "./editor-password";
import { embeddedServiceOptions } from "./embedded-service";
import { startupConfig } from "./startup-config";
import { studioNotice } from "./studio-notice";
import { ensureVarnish, startVarnish, type RunningVarnish } from "./varnish";

const ROOT = path.resolve(import.meta.dirname, "..");
const INSTANCES = 2;

process.env.NODE_ENV ??= "production";
// One token for the embedded service's drafts, shared by both instances through the environment.
const config = startupConfig();

const varnish = ensureVarnish();
if (!varnish.ok) {
  console.error(`start:cluster needs Varnish with the xkey module: ${varnish.reason}`);
  process.exit(1);
}

buildIfNeeded();

let stopping = false;
let front: RunningVarnish | undefined;
let closeService: (() => Promise<void>) | undefined;
const instances: { port: number; child: ChildProcess }[] = [];
const editor = config.content.embedded ? editorPassword(config.contentService.editorPassword) : undefined;
/** How to edit, printed when the cluster serves (the instances print theirs for their own port). */
let studioLines: string[] = [];

/** What every instance is given beyond the environment: where content is, and whom to purge. */
const instanceEnv: Record<string, string> = {
  // The visitors' address is Varnish's, not an instance's.
  SITE_URL: config.siteUrl,
  PURGE_TARGETS: [...config.purgeTargets, `http://127.0.0.1:${config.port}`].join(","),
};

if (config.content.embedded) {
  const { startContentService } = await import("../content-service/service");
  // As `npm start` runs it (the editor's login and the Studio's origins included, so the Studio the
  // instances serve at /studio edits it), its publish hook through Varnish to whichever instance
  // answers, as Sanity's webhook would reach the site.
  const service = await startContentService(embeddedServiceOptions(config, editor));
  closeService = () => service.close();
  process.on("SIGHUP", () => void service.reload().catch((error: unknown) => console.error(error)));
  console.log(`Embedded content service on ${service.url}`);
  studioLines = studioNotice(config, true, editor);
  // The instances reach this one service as they would reach Sanity; its token lets them read drafts.
  Object.assign(instanceEnv, { SANITY_API_URL: service.url, SANITY_READ_TOKEN: config.contentService.token ?? "" });
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  for (let i = 1; i <= INSTANCES; i++) await startInstance(i, await freePort());
  front = await startVarnish({
    varnishd: varnish.varnishd,
    host: config.host,
    port: config.port,
    origins: instances.map(({ port }) => ({ host: "127.0.0.1", port })),
  });
  const started = front;
  started.child.once("exit", (code, signal) => {
    if (!stopping) {
      console.error(`varnishd exited (${code ?? signal}):\n${started.output().slice(-2000)}`);
      void shutdown("varnishd exit", 1);
    }
  });
  for (const line of studioLines) console.log(line);
  const listed = instances
    .map(({ port, child }, i) => `instance ${i + 1} on http://127.0.0.1:${port} (pid ${child.pid})`)
    .join(", ");
  console.log(
    `Salone cluster is serving on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}: Varnish (pid ${front.pid}) in front of ${listed}`,
  );
} catch (error) {
  console.error(String((error as Error)?.stack ?? error));
  await shutdown("start failed", 1);
}

/** One `npm start` on loopback, its output passed on line by line under its name; resolves once it serves. */
function startInstance(n: number, port: number): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ["--max-semi-space-size=8", "--import", "tsx", path.join(ROOT, "scripts", "start.ts")],
    {
      cwd: ROOT,
      env: { ...process.env, ...instanceEnv, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const instance = { port, child };
  instances.push(instance);
  return new Promise((resolve, reject) => {
    for (const [stream, out] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      let rest = "";
      stream.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) {
          out.write(`[instance ${n}] ${line}\n`);
          if (line.includes("Salone is serving at")) resolve(instance);
        }
      });
    }
    child.once("exit", (code, signal) => {
      reject(new Error(`instance ${n} exited (${code ?? signal}) before it served`));
      // Varnish serves what it holds, stale if need be, while the other instance or none answers.
      if (!stopping) console.error(`instance ${n} (pid ${child.pid}) exited (${code ?? signal})`);
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

async function shutdown(reason: string, code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${reason}: stopping Varnish, the instances and the content service…`);
  // Varnish first (no new requests), then the instances finish theirs, then the content service.
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  await front?.stop().catch(() => undefined);
  await Promise.all(instances.map(({ child }) => stopChild(child)));
  await closeService?.().catch(() => undefined);
  process.exit(code);
}
