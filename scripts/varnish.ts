/**
 * Varnish as a child process, for `npm run start:cluster` and the tests: found (or installed from
 * Debian's packages when missing, as root), then run in the foreground with a working directory of
 * its own, deploy/varnish/default.vcl, and an origins.vcl naming the instances it was given.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
export const VCL_DIR = path.join(ROOT, "deploy", "varnish");
const CANDIDATES = ["/usr/sbin/varnishd", "/usr/local/sbin/varnishd", "/usr/bin/varnishd"];

export type VarnishFound = { ok: true; varnishd: string } | { ok: false; reason: string };

function findVarnishd(): string | undefined {
  const onPath = spawnSync("sh", ["-c", "command -v varnishd"], { encoding: "utf8" }).stdout.trim();
  return onPath || CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * A new directory Varnish's unprivileged user can enter (as root, varnishd runs its compiler and worker as
 * that user).
 */
function workDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** Is the xkey module where this varnishd looks for modules? (Debian's varnish-modules puts it there.) */
function hasXkey(varnishd: string): boolean {
  const dir = workDir("salone-vcl-check-");
  try {
    const vcl = path.join(dir, "check.vcl");
    writeFileSync(vcl, "vcl 4.1;\nimport xkey;\nbackend default none;\n");
    // -C compiles the VCL and stops: it fails when the module cannot be imported.
    return spawnSync(varnishd, ["-C", "-n", path.join(dir, "work"), "-f", vcl], { stdio: "ignore" }).status === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * varnishd with the xkey module, installing Debian's `varnish` and `varnish-modules` when either is
 * missing and this process may (root, apt-get); otherwise why it cannot be had.
 */
export function ensureVarnish(log: (line: string) => void = console.log): VarnishFound {
  let varnishd = findVarnishd();
  if (varnishd && hasXkey(varnishd)) return { ok: true, varnishd };
  const missing = varnishd ? "the xkey module (varnish-modules)" : "varnishd";
  const debian = existsSync("/etc/debian_version") && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (!debian)
    return {
      ok: false,
      reason: `${missing} is missing and this is not Debian (install Varnish 7 and varnish-modules)`,
    };
  if (process.getuid?.() !== 0)
    return {
      ok: false,
      reason: `${missing} is missing and installing it needs root: sudo apt-get install -y varnish varnish-modules`,
    };
  log("installing Debian's varnish and varnish-modules (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "varnish", "varnish-modules"],
  ]) {
    const result = spawnSync("apt-get", args, { env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
    if (result.status !== 0)
      return { ok: false, reason: `apt-get ${args.join(" ")} failed: ${result.stderr.trim().slice(-500)}` };
  }
  varnishd = findVarnishd();
  if (!varnishd) return { ok: false, reason: "apt-get installed varnish, but varnishd is not to be found" };
  if (!hasXkey(varnishd))
    return { ok: false, reason: "varnishd cannot load the xkey module after installing varnish-modules" };
  return { ok: true, varnishd };
}

/** The origins.vcl for deploy/varnish/default.vcl: these instances, round robin, and loopback as the only purger. */
export function originsVcl(origins: readonly { host: string; port: number }[]): string {
  const backends = origins
    .map(
      (origin, i) =>
        `backend instance${i + 1} {\n    .host = "${origin.host}";\n    .port = "${origin.port}";\n    .probe = salone_health;\n}\n`,
    )
    .join("\n");
  const adds = origins.map((_, i) => `    origins.add_backend(instance${i + 1});`).join("\n");
  return `${backends}\nsub vcl_init {\n    new origins = directors.round_robin();\n${adds}\n}\n\nacl purgers {\n    "127.0.0.1";\n    "::1";\n}\n`;
}

export interface RunningVarnish {
  url: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts varnishd in the foreground on `host:port` in front of `origins`; resolves once it answers
 * HTTP. Stopping it (SIGTERM) stops its worker too, and removes its working directory.
 */
export async function startVarnish(options: {
  varnishd: string;
  host: string;
  port: number;
  origins: readonly { host: string; port: number }[];
  memory?: string;
}): Promise<RunningVarnish> {
  const dir = workDir("salone-varnish-");
  writeFileSync(path.join(dir, "origins.vcl"), originsVcl(options.origins));
  const args = [
    "-F",
    "-n",
    path.join(dir, "work"),
    "-a",
    `${options.host}:${options.port}`,
    "-f",
    path.join(VCL_DIR, "default.vcl"),
    "-p",
    `vcl_path=${dir}:${VCL_DIR}:/usr/share/varnish/vcl`,
    // The origins compress; the VCL keeps each encoding apart (see default.vcl).
    "-p",
    "http_gzip_support=off",
    "-s",
    `malloc,${options.memory ?? "64m"}`,
  ];
  const child = spawn(options.varnishd, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const running: RunningVarnish = {
    url: `http://${options.host === "0.0.0.0" ? "127.0.0.1" : options.host}:${options.port}`,
    pid: child.pid!,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const force = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited;
        clearTimeout(force);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`varnishd exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      // Any answer will do (a PURGE without keys is a 400 from our VCL): the listener and the VCL are up.
      await fetch(`${running.url}/`, { method: "PURGE", signal: AbortSignal.timeout(1000) });
      return running;
    } catch {
      if (Date.now() > deadline) {
        await running.stop();
        throw new Error(`varnishd did not answer in 30 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
