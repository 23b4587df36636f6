import express from "express";
import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { htmlEtag, ifNoneMatchMatches, weakEtag } from "./etag";
import { MAX_URL_LENGTH, requestHardening } from "./hardening";
import { rateLimit } from "./rate-limit";
import { PERMISSIONS_POLICY, buildCsp, securityHeaders } from "./security";

/** A tiny app with the production middleware in front of handlers whose output the tests control. */
let server: Server;
let base: string;
let clock = 0;

beforeAll(async () => {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.use(securityHeaders({ imageUrl: "https://cdn.sanity.io", allowedHosts: ["https://consent.example"] }));
  app.use(requestHardening({ postPaths: ["/api/revalidate"] }));
  app.use("/api/limited", rateLimit({ limit: 3, windowMs: 60_000, now: () => clock }));
  app.use(htmlEtag());
  app.get("/api/limited", (_req, res) => void res.send("ok"));
  app.post("/api/revalidate", (_req, res) => void res.send("posted"));
  app.get("/page", (req, res) => {
    const nonce = res.locals.nonce as string;
    res.type("html");
    // Streamed in pieces, like React's renderer, with the nonce in the body.
    res.write(`<!doctype html><script nonce="${nonce}">1</script>`);
    res.end(`<p>${String(req.query.v ?? "same")}</p>`);
  });
  app.get(
    "/private",
    (_req, res) => void res.set("Cache-Control", "private, no-store").type("html").send("<p>mine</p>"),
  );
  app.get("/json", (_req, res) => void res.json({ ok: true }));
  app.get("/{*rest}", (req, res) => void res.status(404).send(`not found ${req.path}`));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request: fetch would normalise `..` and percent-encoding away before sending. */
function raw(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const url = new URL(base);
      const req = httpRequest(
        { host: url.hostname, port: url.port, path, method: init.method ?? "GET", headers: init.headers },
        (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

test("the CSP allows scripts only from this origin and with the nonce", () => {
  const csp = buildCsp({ nonce: "abc", imageOrigin: "https://cdn.sanity.io" });
  const scripts = csp.split("; ").find((d) => d.startsWith("script-src "));
  expect(scripts).toBe("script-src 'self' 'nonce-abc'");
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(csp).toContain("img-src 'self' data: blob: https://cdn.sanity.io");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toContain("upgrade-insecure-requests");
});

test("configured third-party hosts (consent, analytics) are added where they are needed, and only then", () => {
  const csp = buildCsp({
    nonce: "n",
    allowedHosts: ["https://cs.iubenda.com"],
    extra: { "frame-src": ["https://www.youtube-nocookie.com"] },
  });
  for (const directive of ["script-src", "style-src", "img-src", "connect-src", "frame-src"]) {
    expect(csp.split("; ").find((d) => d.startsWith(`${directive} `))).toContain("https://cs.iubenda.com");
  }
  expect(csp).toContain("frame-src 'self' https://cs.iubenda.com https://www.youtube-nocookie.com");
  expect(buildCsp({ nonce: "n" })).not.toContain("iubenda");
});

test("every response but the build's code, styles and fonts carries the security headers, a fresh nonce each time, and no X-Powered-By", async () => {
  const a = await raw("/json");
  const b = await raw("/does-not-exist");
  for (const res of [a, b]) {
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(res.headers["permissions-policy"]).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/,
    );
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(res.headers["x-powered-by"]).toBeUndefined();
    // Plain HTTP: no HSTS (it only means something over HTTPS).
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  }
  const nonce = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];
  expect(nonce(a.headers["content-security-policy"])).not.toBe(nonce(b.headers["content-security-policy"]));
});

test("the build's scripts, stylesheets and fonts keep nosniff and the referrer policy, without the document-only headers", async () => {
  for (const path of [
    "/assets/entry.client-D8w1lWDt.js",
    "/assets/site-B4G2CAAW.css",
    "/assets/source-sans-3-latin-400-normal-DJKDWJVo.woff2",
  ]) {
    const res = await raw(path);
    expect(res.headers["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(res.headers[name], `${path} ${name}`).toBeUndefined();
    }
  }
  // Anything else under /assets (an SVG could run script if opened; a page path never lives there) keeps them all.
  for (const path of ["/assets/logo.svg", "/assets/entry.js/x", "/assets/entry.js.data", "/assetsX/entry.js"]) {
    const res = await raw(path);
    expect(res.headers["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
    expect(res.headers["x-frame-options"], path).toBe("DENY");
  }
});

test("HSTS and upgrade-insecure-requests are sent when the request came over HTTPS", async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(securityHeaders({ imageUrl: "", allowedHosts: [] }));
  app.get("/", (_req, res) => void res.send("ok"));
  const s = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const port = (s.address() as { port: number }).port;
  const https = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-Proto": "https" } });
  const http = await fetch(`http://127.0.0.1:${port}/`);
  const code = await fetch(`http://127.0.0.1:${port}/assets/entry-abc123.js`, {
    headers: { "X-Forwarded-Proto": "https" },
  });
  await new Promise((resolve) => s.close(resolve));
  expect(code.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  expect(https.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  expect(https.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  expect(http.headers.get("strict-transport-security")).toBeNull();
});

test("pages answer only GET and HEAD (405 with Allow); POST only on the webhook", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const res = await raw("/page", { method });
    expect(res.status, method).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  }
  expect((await raw("/page", { method: "HEAD" })).status).toBe(200);
  expect((await raw("/api/revalidate", { method: "POST" })).body).toBe("posted");
  const put = await raw("/api/revalidate", { method: "PUT" });
  expect(put.status).toBe(405);
  expect(put.headers.allow).toBe("POST");
});

test("an over-long URL is 414", async () => {
  expect((await raw(`/${"a".repeat(MAX_URL_LENGTH)}`)).status).toBe(414);
  expect((await raw(`/${"a".repeat(MAX_URL_LENGTH - 10)}`)).status).toBe(404);
});

test("React Router's route discovery may use up to 8192 characters, and no more", async () => {
  const paths = (n: number) => `/__manifest?paths=${"%2Fmenu%2Fx".repeat(n)}`;
  expect(await raw(paths(500)).then((r) => r.status)).not.toBe(414); // ~5.5 kB, as a page with many links asks
  expect((await raw(paths(800))).status).toBe(414);
  expect((await raw(`/menu?paths=${"a".repeat(MAX_URL_LENGTH)}`)).status).toBe(414);
});

test("malformed encoding, null bytes, control characters, backslashes and traversal are 400", async () => {
  for (const path of [
    "/%E0%A4%A",
    "/%",
    "/%00",
    "/menu%00.html",
    "/a%0Ab",
    "/..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/menu/../../etc/passwd",
    "/menu/./x",
    "/a\\b",
    "/a%5cb",
    "/journal?page=%ZZ",
    "/journal?x=%00",
    "/en/journal/%C0%AF",
  ]) {
    const res = await raw(path);
    expect(res.status, path).toBe(400);
    expect(res.headers["cache-control"], path).toBe("no-store");
  }
});

test("a forged Host header is 400, not a crash", async () => {
  expect((await raw("/json", { headers: { Host: "exa mple" } })).status).toBe(400);
  expect((await raw("/json", { headers: { Host: "[::1" } })).status).toBe(400);
  expect((await raw("/json", { headers: { Host: "salone.example:8080" } })).status).toBe(200);
});

test("well-formed unusual URLs pass through", async () => {
  for (const path of ["/caff%C3%A8", "/menu/%F0%9F%8D%95", "/journal?page=2&q=a+b", "/a%2Fb"]) {
    expect((await raw(path)).status, path).toBe(404);
  }
});

test("the rate limit answers 429 with Retry-After past the limit, and resets with the window", async () => {
  clock = 0;
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await raw("/api/limited")).status);
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  const limited = await raw("/api/limited");
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  clock = 60_000;
  expect((await raw("/api/limited")).status).toBe(200);
});

test("HTML gets a weak ETag that ignores the nonce, and a matching If-None-Match gets 304", async () => {
  const first = await raw("/page");
  const second = await raw("/page");
  expect(first.headers.etag).toMatch(/^W\/".+"$/);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(first.body).not.toBe(second.body); // different nonces
  const revalidated = await raw("/page", { headers: { "If-None-Match": String(first.headers.etag) } });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body).toBe("");
  // The cached body keeps its own policy: a 304 must not bring a new nonce.
  expect(revalidated.headers["content-security-policy"]).toBeUndefined();
  const changed = await raw("/page?v=other", { headers: { "If-None-Match": String(first.headers.etag) } });
  expect(changed.status).toBe(200);
  expect(changed.headers.etag).not.toBe(first.headers.etag);
});

test("no ETag for private or non-HTML responses", async () => {
  expect((await raw("/private")).headers.etag).toBeUndefined();
  expect((await raw("/json")).headers.etag).toBeUndefined();
});

test("ETag helpers: the nonce is left out of the hash; If-None-Match lists and weak tags match", () => {
  const a = weakEtag(Buffer.from('<script nonce="AAA">x</script>'), "AAA");
  const b = weakEtag(Buffer.from('<script nonce="BBB">x</script>'), "BBB");
  expect(a).toBe(b);
  expect(ifNoneMatchMatches(`"x", ${a}`, a)).toBe(true);
  expect(ifNoneMatchMatches(a.replace("W/", ""), a)).toBe(true);
  expect(ifNoneMatchMatches("*", a)).toBe(true);
  expect(ifNoneMatchMatches('W/"other"', a)).toBe(false);
  expect(ifNoneMatchMatches(undefined, a)).toBe(false);
});
