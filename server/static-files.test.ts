/**
 * Caching rules of static files, by path: hashed assets immutable for a year, the service worker and
 * the web app manifest `no-cache` (a new deploy must reach every visitor), other files an hour.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseConfig } from "../shared/config.server";
import { createApp } from "./app";

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "salone-static-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "entry-abc123.js"), "export {};");
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
