import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { onExit } from "signal-exit";
import { temporaryDir } from "../../support/temp-dir";

export const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * A free port on loopback. `PORTS=4000-4399` takes it from that range only (on a shared host each
 * engineer is given one), starting at a random place so that processes asking at once rarely meet.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PORTS ?? "");
  if (!range) return listenOnce(0);
  const [low, high] = [Number(range[1]), Number(range[2])];
  const size = high - low + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = low + ((start + i) % size);
    if (handedOut.has(port)) continue;
    try {
      handedOut.add(await listenOnce(port));
      return port;
    } catch {
      // Taken: the next one.
    }
  }
  throw new Error(`No free port in ${process.env.PORTS}`);
}

/** Ports this process has handed out from the range: the first server may not be listening yet. */
const handedOut = new Set<number>();

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const bound = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}

export interface Proc {
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

function run(script: string, env: Record<string, string>, ready: RegExp, timeoutMs = 60_000): Promise<Proc> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // A server outlives neither this process nor a start that ran out of time: a test whose hook
  // timed out under load left its site and service running long after the run.
  const forget = onExit(() => void child.kill("SIGKILL"));
  child.once("exit", () => forget());
  let output = "";
  const proc: Proc = {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script} did not start in time:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(proc);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}

export const TEST_TOKEN = "e2e-content-token-0123456789abcdef";
/** The write token of the services the tests start (CONTENT_WRITE_TOKEN). */
export const TEST_WRITE_TOKEN = "e2e-content-write-token-0123456789";

/**
 * The content service alone, on its own database (a temporary folder, removed when it stops, unless
 * `env` names one): a test's writes reach no other test, and the project's .data/ stays as it was.
 */
export async function startContentService(
  port?: number,
  env: Record<string, string> = {},
): Promise<Proc & { url: string; port: number }> {
  const p = port ?? (await freePort());
  const dbDir = env.CONTENT_DB_DIR ? undefined : temporaryDir("salone-content-db-");
  const proc = await run(
    "content-service/main.ts",
    {
      CONTENT_PORT: String(p),
      CONTENT_TOKEN: TEST_TOKEN,
      CONTENT_WRITE_TOKEN: TEST_WRITE_TOKEN,
      ...(dbDir ? { CONTENT_DB_DIR: dbDir.path } : {}),
      ...env,
    },
    /listening on/,
  ).catch((error: unknown) => {
    dbDir?.remove();
    throw error;
  });
  const stop = proc.stop;
  proc.stop = async () => {
    await stop();
    dbDir?.remove();
  };
  return Object.assign(proc, { url: `http://127.0.0.1:${p}`, port: p });
}

export async function startSite(
  contentUrl: string,
  env: Record<string, string> = {},
): Promise<Proc & { url: string; port: number }> {
  // A port given in env (a test that must name the site's origin before it starts) is kept.
  const p = env.PORT ? Number(env.PORT) : await freePort();
  const proc = await run(
    "scripts/start.ts",
    {
      PORT: String(p),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${p}`,
      SANITY_API_URL: contentUrl,
      SANITY_READ_TOKEN: TEST_TOKEN,
      // The content service's answers get the production default (5 s), not less: given 2 s, a
      // busy host's pages answered 503 ("content service unavailable") in the middle of journeys.
      TEST_FAULTS: "true",
      ...env,
    },
    /Salone is serving at/,
  );
  return Object.assign(proc, { url: `http://127.0.0.1:${p}`, port: p });
}

/**
 * The site as `npm start` runs it for a venue: the embedded content service started by the site
 * itself (its own port, a database in a temporary folder removed when it stops) with the publish
 * webhook `npm start` wires, and the Studio at /studio logging in with `password`.
 */
export async function startVenue(
  password: string,
  env: Record<string, string> = {},
): Promise<Proc & { url: string; port: number; contentPort: number; restartContent(): Promise<void> }> {
  const port = await freePort();
  const contentPort = await freePort();
  const dbDir = temporaryDir("salone-venue-db-");
  const start = () =>
    run(
      "scripts/start.ts",
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: `http://127.0.0.1:${port}`,
        CONTENT_PORT: String(contentPort),
        CONTENT_DB_DIR: dbDir.path,
        EDITOR_PASSWORD: password,
        // The read token lets a test see the drafts the Studio saves.
        CONTENT_TOKEN: TEST_TOKEN,
        ...env,
      },
      /Salone is serving at/,
    );
  let proc = await start();
  return {
    get child() {
      return proc.child;
    },
    output: () => proc.output(),
    url: `http://127.0.0.1:${port}`,
    port,
    contentPort,
    async stop() {
      await proc.stop();
      dbDir.remove();
    },
    /**
     * Kills the process that runs the content service (`npm start` runs it beside the site) with no
     * chance to tidy up, as a crash or a pulled plug would, and starts it again on the same ports
     * and database.
     */
    async restartContent() {
      const exited = new Promise((resolve) => proc.child.once("exit", resolve));
      proc.child.kill("SIGKILL");
      await exited;
      proc = await start();
    },
  };
}
