/**
 * The site's proxy of the embedded service's file CDN (/files/…): same origin for the browser, byte
 * ranges through in both directions, never recompressed; and the CSP lets the page play media from
 * where files are served and frame the video embeds.
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseConfig } from "../config/config.server";
import { startContentService, type ContentService } from "../content-service/service";
import { createApp } from "./app";

let root: string;
let service: ContentService;
let server: Server;
let base: string;

const VIDEO = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 13 + (i >> 9)) & 0xff));
const VIDEO_ID = createHash("sha1").update(VIDEO).digest("hex");
const VIDEO_PATH = `/files/salone/production/${VIDEO_ID}.webm`;
// Captions are text, which the site would otherwise compress: a range of them must stay exact.
const CAPTIONS = Buffer.from(`WEBVTT\n\n${"00:00.000 --> 00:01.000\nVapore sui piatti del giorno\n\n".repeat(200)}`);
const CAPTIONS_ID = createHash("sha1").update(CAPTIONS).digest("hex");

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "salone-file-proxy-"));
  await mkdir(path.join(root, "files"));
  await writeFile(path.join(root, "files", `${VIDEO_ID}.webm`), VIDEO);
  await writeFile(path.join(root, "files", `${CAPTIONS_ID}.vtt`), CAPTIONS);
  const docs = [
    {
      _id: `file-${VIDEO_ID}-webm`,
      _type: "sanity.fileAsset",
      assetId: VIDEO_ID,
      extension: "webm",
      mimeType: "video/webm",
      size: VIDEO.length,
    },
    {
      _id: `file-${CAPTIONS_ID}-vtt`,
      _type: "sanity.fileAsset",
      assetId: CAPTIONS_ID,
      extension: "vtt",
      mimeType: "text/vtt",
      size: CAPTIONS.length,
    },
  ];
  await writeFile(path.join(root, "favicon.ico"), "icon");
  await writeFile(path.join(root, "production.ndjson"), docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
  service = await startContentService({
    port: 0,
    dataDir: root,
    cacheDir: path.join(root, "cache"),
    dbDir: path.join(root, "db"),
    logger: { info() {}, warn() {}, error() {} },
  });
  const app = createApp({
    // A content service at an address of its own and no asset CDN: the site proxies /images and /files.
    config: parseConfig({ NODE_ENV: "production", SANITY_API_URL: service.url, LOG_LEVEL: "silent" }),
    build: () => Promise.reject(new Error("no pages in this test")),
    clientDir: root,
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await service?.close();
  await rm(root, { recursive: true, force: true });
});

function raw(target: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(base);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: target, method: init.method ?? "GET", headers: init.headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

test("a file comes through the site whole, with its type, length, ETag, caching and Accept-Ranges", async () => {
  const res = await raw(VIDEO_PATH);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("video/webm");
  expect(res.headers["content-length"]).toBe(String(VIDEO.length));
  expect(res.headers["accept-ranges"]).toBe("bytes");
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  expect(res.body.equals(VIDEO)).toBe(true);
  // The site's own security headers are on it too.
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
});

test("the Range header goes through, and the 206 with its Content-Range comes back", async () => {
  const res = await raw(VIDEO_PATH, { headers: { Range: "bytes=20000-20999" } });
  expect(res.status).toBe(206);
  expect(res.headers["content-range"]).toBe(`bytes 20000-20999/${VIDEO.length}`);
  expect(res.headers["content-length"]).toBe("1000");
  expect(res.body.equals(VIDEO.subarray(20_000, 21_000))).toBe(true);
  const tail = await raw(VIDEO_PATH, { headers: { Range: "bytes=-10" } });
  expect([tail.status, tail.headers["content-range"]]).toEqual([206, `bytes 49990-49999/${VIDEO.length}`]);
});

test("a range past the end is the service's 416; If-Range and If-None-Match go through too", async () => {
  const past = await raw(VIDEO_PATH, { headers: { Range: `bytes=${VIDEO.length}-` } });
  expect(past.status).toBe(416);
  expect(past.headers["content-range"]).toBe(`bytes */${VIDEO.length}`);
  const etag = String((await raw(VIDEO_PATH, { method: "HEAD" })).headers.etag);
  expect((await raw(VIDEO_PATH, { headers: { Range: "bytes=0-9", "If-Range": '"stale"' } })).status).toBe(200);
  expect((await raw(VIDEO_PATH, { headers: { Range: "bytes=0-9", "If-Range": etag } })).status).toBe(206);
  expect((await raw(VIDEO_PATH, { headers: { "If-None-Match": etag } })).status).toBe(304);
});

test("HEAD answers the headers without a body", async () => {
  const res = await raw(VIDEO_PATH, { method: "HEAD", headers: { Range: "bytes=0-99" } });
  expect([res.status, res.headers["content-range"], res.headers["content-length"], res.body.length]).toEqual([
    206,
    `bytes 0-99/${VIDEO.length}`,
    "100",
    0,
  ]);
});

test("a range of a text file is never recompressed: the bytes asked for, as they are", async () => {
  const res = await raw(`/files/salone/production/${CAPTIONS_ID}.vtt`, {
    headers: { Range: "bytes=100-4099", "Accept-Encoding": "br, gzip" },
  });
  expect(res.status).toBe(206);
  expect(res.headers["content-encoding"]).toBeUndefined();
  expect(res.body.equals(CAPTIONS.subarray(100, 4100))).toBe(true);
});

test("unknown and malformed file paths are 404s (traversal is refused before that)", async () => {
  for (const target of [
    `/files/salone/production/${"a".repeat(40)}.webm`,
    `/files/salone/production/${VIDEO_ID}.webm.zqk`,
    `/files/salone/production/${VIDEO_ID}`,
    `/files/salone/${VIDEO_ID}.webm`,
    "/files/salone/production/x%2e.webm",
  ]) {
    const res = await raw(target);
    expect(res.status, target).toBe(404);
    expect(res.body.toString(), target).not.toContain("zqk");
  }
  for (const target of [
    "/files/salone/production/../../production.ndjson",
    "/files/salone/production/..%2f..%2fproduction.ndjson",
    "/files/..%5c..%5cpackage.json",
  ]) {
    expect((await raw(target)).status, target).toBe(400);
  }
});

test("the CSP lets media play from this origin and the asset CDN, and frames only the map and the video hosts", async () => {
  const csp = String((await raw(VIDEO_PATH, { method: "HEAD" })).headers["content-security-policy"]);
  expect(csp).toContain("media-src 'self' blob:");
  expect(csp).toContain(
    "frame-src 'self' https://www.openstreetmap.org https://www.youtube-nocookie.com https://youtube-nocookie.com https://player.vimeo.com;",
  );
  const app = createApp({
    config: parseConfig({ NODE_ENV: "production", SANITY_PROJECT_ID: "abc123" }),
    build: () => Promise.reject(new Error("none")),
    clientDir: root,
  });
  const other = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  try {
    const res = await fetch(`http://127.0.0.1:${(other.address() as { port: number }).port}/favicon.ico`);
    expect(res.headers.get("content-security-policy")).toContain("media-src 'self' blob: https://cdn.sanity.io");
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});
