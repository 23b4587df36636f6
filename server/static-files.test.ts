/**
 * Caching rules of static files, by path: hashed assets immutable for a year, the service worker and
 * the web app manifest `no-cache` (a new deploy must reach every visitor), other files an hour. A
 * hashed asset the build compressed goes out as it compressed it, by the request's Accept-Encoding.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { IncomingHttpHeaders, Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseConfig } from "../config/config.server";
import { createApp } from "./app";

const STYLESHEET = `${Array.from({ length: 200 }, (_, i) => `.rule-${i} { margin: ${i}px; }`).join("\n")}\n`;

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "salone-static-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "entry-abc123.js"), "export {};");
  // As the build writes them (build-plugins/precompress.ts).
  writeFileSync(path.join(dir, "assets", "site-abc123.css"), STYLESHEET);
  writeFileSync(path.join(dir, "assets", "site-abc123.css.br"), brotliCompressSync(STYLESHEET));
  writeFileSync(path.join(dir, "assets", "site-abc123.css.gz"), gzipSync(STYLESHEET, { level: 9 }));
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(dir, "manifest.webmanifest"), "{}");
  writeFileSync(path.join(dir, "favicon.ico"), "icon");
  const app = createApp({
    config: parseConfig({ NODE_ENV: "production" }),
    build: () => Promise.reject(new Error("no pages in this test")),
    clientDir: dir,
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

test("hashed assets are public, immutable, for a year", async () => {
  const res = await fetch(`${base}/assets/entry-abc123.js`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
});

test("the service worker and the manifest are revalidated on every use", async () => {
  for (const file of ["/sw.js", "/manifest.webmanifest"]) {
    const res = await fetch(`${base}${file}`);
    expect(res.status, file).toBe(200);
    expect(res.headers.get("cache-control"), file).toBe("no-cache");
  }
});

test("other static files are cached for an hour, with security headers", async () => {
  const res = await fetch(`${base}/favicon.ico`);
  expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
});

test("a missing hashed asset is a plain 404 that is not cached", async () => {
  const res = await fetch(`${base}/assets/gone-000.js`);
  expect(res.status).toBe(404);
  expect(res.headers.get("cache-control")).toBe("no-store");
});

/** The raw bytes and headers of a GET (fetch would decode the body). */
function raw(
  target: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    request(`${base}${target}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

test("a compressed asset goes out as the build compressed it: brotli first, else gzip, else the file", async () => {
  const brotli = await raw("/assets/site-abc123.css", "gzip, deflate, br, zstd");
  expect(brotli.status).toBe(200);
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(brotli.body).toString()).toBe(STYLESHEET);
  // The build's bytes, not the server's compression of the file (brotli 5 would give others).
  expect(brotli.body.equals(readFileSync(path.join(dir, "assets", "site-abc123.css.br")))).toBe(true);
  const gzipped = await raw("/assets/site-abc123.css", "gzip");
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzipped.body).toString()).toBe(STYLESHEET);
  expect(gzipped.body.equals(readFileSync(path.join(dir, "assets", "site-abc123.css.gz")))).toBe(true);
  const plain = await raw("/assets/site-abc123.css");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(STYLESHEET);
  for (const response of [brotli, gzipped, plain]) {
    expect(response.headers["content-type"]).toMatch(/^text\/css/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
  }
});
