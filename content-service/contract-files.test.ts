/**
 * The file CDN over raw HTTP, as Sanity serves /files/…: content type, byte ranges for players,
 * caching, and 404s for anything that is not a file asset of the dataset.
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startContentService, type ContentService } from "./service.ts";

let root: string;
let service: ContentService;

/** 64 KiB of bytes whose values say where they are, so a range can be checked by its content. */
const VIDEO = Buffer.from(Array.from({ length: 65_536 }, (_, i) => (i * 7 + (i >> 8)) & 0xff));
const VIDEO_ID = createHash("sha1").update(VIDEO).digest("hex");
const VIDEO_PATH = `/files/salone/production/${VIDEO_ID}.webm`;
const SOUND = Buffer.from("ID3 a very short sound");
const SOUND_ID = createHash("sha1").update(SOUND).digest("hex");

const asset = (id: string, ext: string, mimeType: string, size: number) => ({
  _id: `file-${id}-${ext}`,
  _type: "sanity.fileAsset",
  assetId: id,
  extension: ext,
  mimeType,
  size,
  path: `files/salone/production/${id}.${ext}`,
  url: `https://cdn.sanity.io/files/salone/production/${id}.${ext}`,
});

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "salone-files-"));
  await mkdir(join(root, "files"));
  await writeFile(join(root, "files", `${VIDEO_ID}.webm`), VIDEO);
  await writeFile(join(root, "files", `${SOUND_ID}.mp3`), SOUND);
  // A file on disk that no asset document names.
  await writeFile(join(root, "files", "0123456789abcdef0123456789abcdef01234567.webm"), "orphan");
  const docs = [
    asset(VIDEO_ID, "webm", "video/webm", VIDEO.length),
    asset(SOUND_ID, "mp3", "audio/mpeg", SOUND.length),
  ];
  await writeFile(join(root, "production.ndjson"), docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
  service = await startContentService({
    port: 0,
    dataDir: root,
    cacheDir: join(root, "cache"),
    dbDir: join(root, "db"),
    logger: { info() {}, warn() {}, error() {} },
  });
});

afterAll(async () => {
  await service?.close();
  await rm(root, { recursive: true, force: true });
});

/** A request sent as written (fetch would normalise `..` and percent-encoding before sending). */
function raw(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const url = new URL(service.url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path, method: init.method ?? "GET", headers: init.headers },
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

test("a file comes whole with its asset's type, says it takes ranges, and is cached for a year", async () => {
  const res = await raw(VIDEO_PATH);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("video/webm");
  expect(res.headers["content-length"]).toBe(String(VIDEO.length));
  expect(res.headers["accept-ranges"]).toBe("bytes");
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
  expect(res.headers["access-control-allow-origin"]).toBe("*");
  expect(res.body.equals(VIDEO)).toBe(true);
  expect((await raw(`/files/salone/production/${SOUND_ID}.mp3`)).headers["content-type"]).toBe("audio/mpeg");
});

test("a byte range is a 206 with Content-Range and exactly those bytes", async () => {
  const res = await raw(VIDEO_PATH, { headers: { Range: "bytes=1000-1999" } });
  expect(res.status).toBe(206);
  expect(res.headers["content-range"]).toBe(`bytes 1000-1999/${VIDEO.length}`);
  expect(res.headers["content-length"]).toBe("1000");
  expect(res.headers["content-type"]).toBe("video/webm");
  expect(res.body.equals(VIDEO.subarray(1000, 2000))).toBe(true);
});

test("a player's first request (bytes=0-), a seek (an open end) and its read of the index (a suffix)", async () => {
  const start = await raw(VIDEO_PATH, { headers: { Range: "bytes=0-" } });
  expect([start.status, start.headers["content-range"], start.body.length]).toEqual([
    206,
    `bytes 0-65535/65536`,
    65_536,
  ]);
  const seek = await raw(VIDEO_PATH, { headers: { Range: "bytes=40000-" } });
  expect([seek.status, seek.headers["content-range"]]).toEqual([206, "bytes 40000-65535/65536"]);
  expect(seek.body.equals(VIDEO.subarray(40_000))).toBe(true);
  const tail = await raw(VIDEO_PATH, { headers: { Range: "bytes=-100" } });
  expect([tail.status, tail.headers["content-range"]]).toEqual([206, "bytes 65436-65535/65536"]);
  expect(tail.body.equals(VIDEO.subarray(-100))).toBe(true);
});

test("a range past the end is a 416 naming the size, never cached", async () => {
  const res = await raw(VIDEO_PATH, { headers: { Range: "bytes=65536-" } });
  expect(res.status).toBe(416);
  expect(res.headers["content-range"]).toBe("bytes */65536");
  expect(res.headers["cache-control"]).toBe("no-store");
});

test("a malformed or multiple Range is ignored: the whole file", async () => {
  for (const range of ["bytes=abc", "bytes=0-10,20-30", "pages=1-2"]) {
    const res = await raw(VIDEO_PATH, { headers: { Range: range } });
    expect([res.status, res.body.length], range).toEqual([200, VIDEO.length]);
  }
});

test("If-Range keeps the range only for the same file; If-None-Match answers 304", async () => {
  const { headers } = await raw(VIDEO_PATH, { method: "HEAD" });
  const etag = String(headers.etag);
  expect((await raw(VIDEO_PATH, { headers: { Range: "bytes=0-9", "If-Range": etag } })).status).toBe(206);
  expect((await raw(VIDEO_PATH, { headers: { Range: "bytes=0-9", "If-Range": '"another"' } })).status).toBe(200);
  const cached = await raw(VIDEO_PATH, { headers: { "If-None-Match": etag } });
  expect(cached.status).toBe(304);
  expect(cached.body.length).toBe(0);
  expect(cached.headers.etag).toBe(etag);
});

test("HEAD has the headers and no body, also for a range", async () => {
  const whole = await raw(VIDEO_PATH, { method: "HEAD" });
  expect([whole.status, whole.headers["content-length"], whole.body.length]).toEqual([200, "65536", 0]);
  const part = await raw(VIDEO_PATH, { method: "HEAD", headers: { Range: "bytes=10-19" } });
  expect([part.status, part.headers["content-range"], part.headers["content-length"], part.body.length]).toEqual([
    206,
    "bytes 10-19/65536",
    "10",
    0,
  ]);
});

test("unknown files, other projects and datasets, odd names and traversal are 404s that do not echo the path", async () => {
  const targets = [
    `/files/salone/production/${"f".repeat(40)}.webm`,
    "/files/salone/production/0123456789abcdef0123456789abcdef01234567.webm",
    `/files/salone/production/${VIDEO_ID}.mp4`,
    `/files/salone/production/${VIDEO_ID}`,
    `/files/salone/production/${VIDEO_ID}.webm.zqfilek`,
    `/files/salone/production/${VIDEO_ID}.we%2Fbm`,
    `/files/other/production/${VIDEO_ID}.webm`,
    `/files/salone/staging/${VIDEO_ID}.webm`,
    "/files/salone/production/..%2f..%2fproduction.ndjson",
    "/files/salone/production/%2e%2e%2fproduction.ndjson",
    "/files/salone/..%2f..%2f..%2fetc%2fpasswd/x.webm",
    "/files/salone/production/x.webm%00.mp3",
    "/files/salone/production/..",
    `/files/salone/production/${VIDEO_ID}.webm/extra`,
  ];
  for (const target of targets) {
    const res = await raw(target);
    expect(res.status, target).toBe(404);
    expect(res.body.toString(), target).not.toMatch(/zqfilek|passwd|ndjson|orphan/);
  }
  expect((await raw("/files/salone/production/%zz.webm")).status).toBe(400);
});

test("only GET and HEAD", async () => {
  const res = await raw(VIDEO_PATH, { method: "DELETE" });
  expect(res.status).toBe(405);
  expect(res.headers.allow).toBe("GET, HEAD, OPTIONS");
});
