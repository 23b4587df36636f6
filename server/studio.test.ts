/**
 * The built Studio at /studio: its page for every path its router draws, its hashed code cached for
 * a year, headers of its own (no framing, no sniffing), without Sanity's hosted bridge script
 * (unreachable offline), and the site's own headers untouched beside it.
 */
import express from "express";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { securityHeaders } from "./security";
import { STUDIO_PATH, studioPage, studioRouter, studioSettings } from "./studio";

let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "studio-dist-"));
  mkdirSync(path.join(dir, "static"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!DOCTYPE html><html><head><script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script></head><body><div id="sanity"></div><script src="/studio/static/sanity-abc123.js" type="module"></script></body></html>',
  );
  writeFileSync(path.join(dir, "static", "sanity-abc123.js"), "console.log('studio')");
  writeFileSync(path.join(dir, ".salone-build.json"), "{}");
  const app = express();
  app.use(
    STUDIO_PATH,
    studioRouter(dir, { apiHost: "http://localhost:7333", siteUrl: "http://localhost:7000</script>" }),
  );
  app.use(securityHeaders({ imageUrl: "", allowedHosts: [] }));
  app.get("/{*rest}", (_req, res) => void res.type("html").send("<p>site</p>"));
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

test("every path under /studio is the Studio's page, never cached, never framed, without the hosted bridge", async () => {
  for (const route of ["/studio", "/studio/", "/studio/structure/menu;item-burrata", "/studio/presentation"]) {
    const response = await fetch(`${base}${route}`);
    expect(response.status, route).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('src="/studio/static/sanity-abc123.js"');
    expect(html).not.toContain("core.sanity-cdn.com");
    // The run's settings, before the Studio's code, in a script the values cannot close.
    expect(html).toContain(
      '<script>window.__SALONE_STUDIO__={"apiHost":"http://localhost:7333","siteUrl":"http://localhost:7000\\u003c/script>"}</script>',
    );
    expect(html.indexOf("__SALONE_STUDIO__")).toBeLessThan(html.indexOf("sanity-abc123.js"));
    // No local certificate to accept: no check of it.
    expect(html).not.toContain("__SALONE_STUDIO__.certificate");
  }
});

test("with the local service's certificate the page first checks the browser can reach the service, before the Studio's code", () => {
  const html = studioPage(
    '<html><head></head><body><script src="/studio/static/sanity-abc123.js"></script></body></html>',
    {
      apiHost: "https://localhost:7333",
      siteUrl: "http://localhost:7000",
      certificate: {
        ping: "https://salone.localhost:7333/v2025-03-01/ping",
        login: "https://salone.localhost:7333/auth/login",
      },
    },
  );
  const check = html.indexOf("fetch(c.ping");
  expect(check).toBeGreaterThan(html.indexOf("__SALONE_STUDIO__="));
  expect(check).toBeLessThan(html.indexOf("sanity-abc123.js"));
  expect(html).toContain("Open the login page");
});

test("the Studio's hashed code is cached for a year; a missing file is a 404, not the page", async () => {
  const code = await fetch(`${base}/studio/static/sanity-abc123.js`);
  expect(code.status).toBe(200);
  expect(code.headers.get("cache-control")).toContain("max-age=31536000");
  expect(code.headers.get("cache-control")).toContain("immutable");
  expect((await fetch(`${base}/studio/static/missing.js`)).status).toBe(404);
  // The build's settings file beside the page is not served.
  expect(await (await fetch(`${base}/studio/.salone-build.json`)).text()).not.toBe("{}");
});

test("the site beside the Studio keeps its own headers (its CSP with a nonce)", async () => {
  const page = await fetch(`${base}/menu`);
  expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  expect(page.headers.get("x-frame-options")).not.toBe(null);
});

test("with no Sanity project the Studio talks to the site's content service by localhost over TLS; with one, to Sanity", () => {
  const content = { embedded: true, apiUrl: "http://127.0.0.1:7333", projectId: "salone" } as never;
  expect(studioSettings({ env: {} as never, content, siteUrl: "http://localhost:7000" })).toEqual({
    apiHost: "https://localhost:7333",
    siteUrl: "http://localhost:7000",
    certificate: {
      ping: "https://salone.localhost:7333/v2025-03-01/ping",
      login: "https://salone.localhost:7333/auth/login",
    },
  });
  // A service elsewhere keeps the address it was given.
  const remote = { embedded: false, apiUrl: "https://content.example:8443" } as never;
  expect(studioSettings({ env: {} as never, content: remote, siteUrl: "http://localhost:7000" }).apiHost).toBe(
    "https://content.example:8443",
  );
  expect(
    studioSettings({ env: { SANITY_PROJECT_ID: "abc123" } as never, content, siteUrl: "https://salone.example" }),
  ).toEqual({
    siteUrl: "https://salone.example",
  });
});

test("the Studio's icons are linked under /studio, where they are served, not at the site's root", () => {
  const html = studioPage(
    '<html><head><link rel="icon" href="/static/favicon.svg" type="image/svg+xml"/><link rel="apple-touch-icon" href="/static/apple-touch-icon.png"/></head><body></body></html>',
    {
      apiHost: "http://localhost:7333",
      siteUrl: "http://localhost:7000",
    },
  );
  expect(html).toContain('href="/studio/static/favicon.svg"');
  expect(html).toContain('href="/studio/static/apple-touch-icon.png"');
  expect(html).not.toContain('href="/static/');
});
