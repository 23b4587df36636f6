/**
 * The embedded content service: a small HTTP server that speaks enough of Sanity's Content Lake
 * protocol (GROQ queries, perspectives, the image and file CDNs) that @sanity/client cannot tell it
 * apart.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse, type Http2Session } from "node:http2";
import { createServer as createNetServer, type AddressInfo, type Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { archiveSource } from "./archive.ts";
import { DatasetStore, directorySource } from "./dataset.ts";
import { CORS_HEADERS, HttpError, httpError, sendError, type Logger } from "./http.ts";
import { FileService } from "./files.ts";
import { ImageService } from "./images.ts";
import type { Tokens } from "./auth.ts";
import { handleMutate, type WriteContext } from "./mutate-handler.ts";
import { handleData, type DataRoute } from "./query-handler.ts";
import { Writer } from "./writer.ts";
import { ListenHub } from "./listen.ts";
import { LiveEvents } from "./live-events.ts";
import { handleActions } from "./actions.ts";
import { handleHistory } from "./history.ts";
import { handleAssetUpload } from "./assets.ts";
import { callPublishHooks, type PublishHook } from "./publish-hook.ts";
import { QueryPool } from "./query.ts";
import { EditorLogin } from "./editor-login.ts";
import { handleStudioApi } from "./studio-api.ts";
import { localCertificate } from "./local-tls.ts";
import { PresenceHub } from "./presence.ts";

export type { Logger } from "./http.ts";

export interface ContentServiceOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  /**
   * A `sanity dataset export` archive (the .tar.gz, or the folder it unpacks to) to serve as
   * `dataset` instead of `<dataDir>/<dataset>.ndjson`. A .tar.gz is unpacked under `unpackDir`.
   */
  archive?: string;
  dataset?: string;
  projectId?: string;
  /** The read token: drafts and the raw perspective. */
  token?: string;
  /** The write token: mutations, actions, uploads (and everything the read token may). */
  writeToken?: string;
  /** Where resized images are kept; default .cache/images/. */
  cacheDir?: string;
  /** Where a .tar.gz `archive` is unpacked; default .cache/archives/. */
  unpackDir?: string;
  /** Where the datasets' databases are (one per dataset and source); default .data/content/. */
  dbDir?: string;
  queryTimeoutMs?: number;
  /** Where a publish is announced so the site purges its caches (the site's /api/revalidate). */
  publishHooks?: PublishHook[];
  /** How often a listener gets a heartbeat (a comment line); default 25 s. */
  listenHeartbeatMs?: number;
  /** How many transactions back a listener may resume; default MAX_RESUME_TRANSACTIONS. */
  listenResumeTransactions?: number;
  /** The editor's password for the Studio's login (decision 0082); unset, nobody logs in. */
  editorPassword?: string;
  /** Origins the Studio is served from: where the login sends a token back to. */
  studioOrigins?: readonly string[];
  /**
   * Where the service keeps its self-signed certificate for TLS and HTTP/2 on the same port as plain
   * HTTP (the Studio's connection, decision 0084); default .data/tls/. `false`: plain HTTP only.
   */
  tlsDir?: string | false;
  logger?: Logger;
}

export interface ContentService {
  url: string;
  port: number;
  /** The SHA-256 fingerprint of the certificate the port answers TLS with; unset without TLS. */
  tlsFingerprint?: string;
  close(): Promise<void>;
  /** Opens the database again (the query workers load it again); the dataset files are not read. */
  reload(): Promise<void>;
  /** Puts the default dataset back to its seed (the dataset files as they are now). */
  reset(): Promise<void>;
  /** The default dataset and how many documents it holds. */
  stats(): Promise<{ dataset: string; documents: number }>;
}

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Under the project, ignored by git: `npm start` needs no setting. */
export const DEFAULT_DB_DIR = join(REPO_ROOT, ".data", "content");
export const DEFAULT_DATA_DIR = join(REPO_ROOT, "demo-dataset");
const DEFAULT_TLS_DIR = join(REPO_ROOT, ".data", "tls");
/** The first byte of a TLS handshake (a ClientHello record); plain HTTP starts with a method's letter. */
const TLS_HANDSHAKE = 0x16;

const API_VERSION = "(1|X|\\d{4}-\\d{2}-\\d{2})";
const QUERY_PATH = new RegExp(`^/v${API_VERSION}/data/query/([^/]+)/?$`);
const DOC_PATH = new RegExp(`^/v${API_VERSION}/data/doc/([^/]+)/([^/]+)/?$`);
const MUTATE_PATH = new RegExp(`^/v${API_VERSION}/data/mutate/([^/]+)/?$`);
const ACTIONS_PATH = new RegExp(`^/v${API_VERSION}/data/actions/([^/]+)/?$`);
const HISTORY_PATH = new RegExp(
  `^/v${API_VERSION}/data/history/([^/]+)/(documents|transactions|events/documents)/([^/]+)/?$`,
);
const ASSETS_PATH = new RegExp(`^/v${API_VERSION}/assets/(images|files)/([^/]+)/?$`);
const LISTEN_PATH = new RegExp(`^/v${API_VERSION}/data/listen/([^/]+)/?$`);
const LIVE_EVENTS_PATH = new RegExp(`^/v${API_VERSION}/data/live/events/([^/]+)/?$`);
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\/([^/]+)(?:\/[^/]*)?$/;
const FILE_PATH = /^\/files\/([^/]+)\/([^/]+)\/([^/]+)$/;

const consoleLogger: Logger = {
  info: (msg) => console.log(msg),
  warn: (msg) => console.warn(msg),
  error: (msg) => console.error(msg),
};

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw httpError(400, "Malformed percent-encoding in the path");
  }
}

function requestUrl(req: IncomingMessage): URL {
  const raw = req.url ?? "/";
  try {
    // Prefixing (rather than resolving against a base) keeps "//x" a path, not a host.
    return new URL(raw.startsWith("/") ? `http://service${raw}` : raw);
  } catch {
    throw httpError(400, "Malformed request URL");
  }
}

function preflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS_HEADERS,
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": String(
      req.headers["access-control-request-headers"] ?? "Authorization, Content-Type, Accept",
    ),
    "Access-Control-Max-Age": "600",
    "Content-Length": "0",
  });
  res.end();
}

/**
 * The Studio's origin gets its own name back and credentials (the Studio asks /users/me with
 * credentials before it has a token, and a browser refuses `*` for those); every other origin keeps
 * the public `*`, which a browser never lets carry credentials. Set after a handler's own headers.
 */
function studioCors(res: ServerResponse, origin: string): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg, i) => i > 0 && typeof arg === "object" && arg !== null && !Array.isArray(arg)) as
      Record<string, unknown> | undefined;
    if (headers) {
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === "access-control-allow-origin") delete headers[name];
    }
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Vary", "Origin");
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

function displayHost(host: string): string {
  if (host === "0.0.0.0" || host === "") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

export async function startContentService(options: ContentServiceOptions = {}): Promise<ContentService> {
  const logger = options.logger ?? consoleLogger;
  const host = options.host ?? "127.0.0.1";
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const datasetName = options.dataset ?? "production";
  const projectId = options.projectId ?? "salone";

  const source =
    options.archive ?
      await archiveSource(options.archive, {
        dataset: datasetName,
        projectId,
        unpackDir: options.unpackDir ?? join(REPO_ROOT, ".cache", "archives"),
        logger,
      })
    : directorySource(dataDir);
  const store = new DatasetStore(source, logger, { dbDir: options.dbDir ?? DEFAULT_DB_DIR });
  const initial = await store.get(datasetName).catch((error: unknown) => {
    throw new Error(`content service: cannot read ${source.describe(datasetName)}: ${(error as Error).message}`);
  });
  if (!initial)
    logger.warn(`content service: no dataset file ${source.describe(datasetName)}; queries to it answer 404`);

  const pool = new QueryPool({ size: 2, timeoutMs: options.queryTimeoutMs ?? 2000, logger });
  await pool.start();
  const images = new ImageService({
    store,
    cacheDir: options.cacheDir ?? join(REPO_ROOT, ".cache", "images"),
    projectId,
    logger,
  });
  const files = new FileService({ projectId, store });
  const dbDir = options.dbDir ?? DEFAULT_DB_DIR;
  const login = new EditorLogin({
    password: options.editorPassword || undefined,
    studioOrigins: options.studioOrigins ?? [],
    dbDir,
  });
  const tokens: Tokens = {
    read: options.token || undefined,
    write: options.writeToken || undefined,
    sessions: login.sessions,
  };
  const studioApi = {
    projectId,
    dataset: datasetName,
    tokens,
    db: login.sessions.db,
    revoke: (token: string) => login.sessions.revoke(token),
  };
  const writer = new Writer(pool, logger);
  const ctx: WriteContext = { store, pool, projectId, tokens, writer };
  const hooks = callPublishHooks(writer, options.publishHooks ?? [], logger);
  const listeners = new ListenHub({
    store,
    tokens,
    writer,
    ...(options.listenHeartbeatMs ? { heartbeatMs: options.listenHeartbeatMs } : {}),
    ...(options.listenResumeTransactions ? { resumeTransactions: options.listenResumeTransactions } : {}),
  });
  const liveEvents = new LiveEvents({
    store,
    tokens,
    ...(options.listenHeartbeatMs ? { heartbeatMs: options.listenHeartbeatMs } : {}),
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (req.method === "OPTIONS") return preflight(req, res);
    const path = url.pathname;
    if (path === "/auth/login") return login.handle(req, res, url);
    if (await handleStudioApi(req, res, path, studioApi)) return;
    let match = QUERY_PATH.exec(path);
    if (match) {
      const dataRoute: DataRoute = { apiVersion: match[1]!, endpoint: "query", dataset: decode(match[2]!) };
      return handleData(req, res, url, dataRoute, ctx);
    }
    if ((match = DOC_PATH.exec(path))) {
      const ids = decode(match[3]!).split(",").filter(Boolean);
      return handleData(
        req,
        res,
        url,
        { apiVersion: match[1]!, endpoint: "doc", dataset: decode(match[2]!), ids },
        ctx,
      );
    }
    if ((match = MUTATE_PATH.exec(path))) return handleMutate(req, res, url, decode(match[2]!), ctx);
    if ((match = ACTIONS_PATH.exec(path))) return handleActions(req, res, url, decode(match[2]!), ctx);
    if ((match = HISTORY_PATH.exec(path))) {
      return handleHistory(req, res, url, { dataset: decode(match[2]!), kind: match[3]!, ids: decode(match[4]!) }, ctx);
    }
    if ((match = ASSETS_PATH.exec(path))) {
      return handleAssetUpload(
        req,
        res,
        url,
        { kind: match[2] as "images" | "files", dataset: decode(match[3]!) },
        ctx,
      );
    }
    if ((match = LISTEN_PATH.exec(path))) return listeners.handle(req, res, url, decode(match[2]!));
    if ((match = LIVE_EVENTS_PATH.exec(path))) return liveEvents.handle(req, res, url, decode(match[2]!));
    if ((match = IMAGE_PATH.exec(path))) {
      return images.handle(req, res, url, {
        projectId: decode(match[1]!),
        dataset: decode(match[2]!),
        file: decode(match[3]!),
      });
    }
    if ((match = FILE_PATH.exec(path))) {
      return files.handle(req, res, {
        projectId: decode(match[1]!),
        dataset: decode(match[2]!),
        file: decode(match[3]!),
      });
    }
    throw httpError(404, `No such endpoint: ${req.method} ${path}`);
  }

  const studioOrigins = new Set(options.studioOrigins ?? []);
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    if (typeof req.headers.origin === "string" && studioOrigins.has(req.headers.origin))
      studioCors(res, req.headers.origin);
    res.on("finish", () => {
      const path = (req.url ?? "/").split("?")[0];
      logger.info(`${req.method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`);
    });
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        if (error.status >= 500) logger.error(`content service: ${error.message}`);
        return sendError(res, error);
      }
      logger.error(`content service: ${(error as Error).stack ?? String(error)}`);
      sendError(res, httpError(500, "Internal error in the content service"));
    });
  };
  const server = createServer({ maxHeaderSize: 512 * 1024 }, handler);
  const presence = new PresenceHub({ tokens, datasets: () => [datasetName] });
  // Websockets (the Studio's presence) arrive as HTTP/1.1 upgrades, on either door: Chromium opens
  // a connection of their own rather than tunnel them through HTTP/2.
  const upgrade = (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    if (!presence.upgrade(req, socket, head))
      socket.end("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  };
  server.on("upgrade", upgrade);
  // It never listens itself (the front below hands it its connections), and Node's HTTP server
  // tracks its connections from its "listening" event on: without it, closeIdleConnections and
  // closeAllConnections do nothing, the request timeouts are not checked, and a listen stream a
  // client keeps open holds close() forever.
  server.emit("listening");

  // One port, two doors: plain HTTP/1.1 for the site and for scripts, and TLS (HTTP/2, or HTTP/1.1
  // for a client that offers no h2) for the Studio in a browser, told apart by their first byte.
  const certificate =
    options.tlsDir === false ?
      undefined
    : await localCertificate(options.tlsDir ?? DEFAULT_TLS_DIR, ["localhost", `${projectId}.localhost`]);
  const sessions = new Set<Http2Session>();
  const secure =
    certificate &&
    createSecureServer(
      {
        key: certificate.key,
        cert: certificate.cert,
        allowHTTP1: true,
        maxSessionMemory: 64,
        settings: { maxConcurrentStreams: 256, maxHeaderListSize: 512 * 1024 },
      },
      // Node's compatibility layer: the handlers read and write it as they do HTTP/1.1.
      (req: Http2ServerRequest, res: Http2ServerResponse) =>
        handler(req as unknown as IncomingMessage, res as unknown as ServerResponse),
    );
  secure?.on("upgrade", upgrade);
  secure?.on("session", (session: Http2Session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  // A handshake that fails (a browser that has not accepted the certificate yet) is the client's
  // business, not an error of the service.
  secure?.on("tlsClientError", () => undefined);
  const front = createNetServer((socket: Socket) => {
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on("error", () => socket.destroy());
    socket.once("data", (first: Buffer) => {
      socket.setTimeout(0);
      socket.pause();
      socket.unshift(first);
      (secure && first[0] === TLS_HANDSHAKE ? secure : server).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      front.once("error", reject);
      front.listen(options.port ?? 3333, host, () => {
        front.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await pool.close();
    login.close();
    throw error;
  }
  const port = (front.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${displayHost(host)}:${port}`,
    port,
    ...(certificate ? { tlsFingerprint: certificate.fingerprint } : {}),
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve) => front.close(() => resolve()));
        listeners.close();
        liveEvents.close();
        presence.close();
        // Closes its idle connections and stops its timeout checks; it has no port of its own to close.
        server.close(() => undefined);
        for (const session of sessions) session.close();
        const grace = setTimeout(() => {
          server.closeAllConnections();
          for (const session of sessions) session.destroy();
        }, 2000);
        await closed;
        clearTimeout(grace);
        await pool.close();
        await hooks.settled();
        await store.close();
        login.close();
      })();
      return closing;
    },
    async reload() {
      await store.reload();
      const data = await store.get(datasetName);
      logger.info(`content service: reloaded ${data?.documents.length ?? 0} documents of "${datasetName}"`);
    },
    async reset() {
      await store.reset(datasetName);
      const data = await store.get(datasetName);
      logger.info(`content service: "${datasetName}" reset to its seed (${data?.documents.length ?? 0} documents)`);
    },
    async stats() {
      const data = await store.get(datasetName);
      return { dataset: datasetName, documents: data?.documents.length ?? 0 };
    },
  };
}
