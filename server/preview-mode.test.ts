/**
 * The Studio's Presentation tool's way into preview: /api/preview-mode/enable checks the preview URL
 * secret the Studio wrote (`sanity.previewUrlSecret` documents, read with the server's token from the
 * embedded content service), starts the signed preview session at the requested path (a partitioned,
 * cross-site cookie inside the Studio's frame) and /api/preview-mode/disable ends it. Only a preview
 * page may be framed, and only by the Studio.
 */
import { appendFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PREVIEW_SECRET, demoDatasetCopy, rawRequest, startStack, type Stack } from "../tests/support/server";

const STUDIO = "https://studio.example.test";
const VALID = "presentation-secret-valid-0123456789";
const EXPIRED = "presentation-secret-expired-0123456789";

let stack: Stack;
let dataDir: string;

beforeAll(async () => {
  dataDir = demoDatasetCopy("salone-preview-mode-");
  // What the Studio's Presentation tool writes before it opens the site: a secret that lasts an hour.
  const secret = (id: string, value: string, updatedAt: Date) =>
    JSON.stringify({
      _id: `sanity-preview-url-secret.${id}`,
      _type: "sanity.previewUrlSecret",
      _createdAt: updatedAt.toISOString(),
      _updatedAt: updatedAt.toISOString(),
      _rev: id,
      secret: value,
      source: "test",
      studioUrl: STUDIO,
    });
  appendFileSync(
    path.join(dataDir, "production.ndjson"),
    `\n${secret("valid", VALID, new Date())}\n${secret("expired", EXPIRED, new Date(Date.now() - 2 * 3600_000))}\n`,
  );
  stack = await startStack(
    { PREVIEW_SECRET, API_RATE_LIMIT: "1000", SANITY_STUDIO_URL: STUDIO },
    { CONTENT_DATA_DIR: dataDir },
  );
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const get = (target: string, headers: Record<string, string> = {}) => rawRequest(stack.url, target, { headers });
const enable = (secret: string, pathname = "/en/menu") =>
  `/api/preview-mode/enable?sanity-preview-secret=${encodeURIComponent(secret)}&sanity-preview-pathname=${encodeURIComponent(pathname)}&sanity-preview-perspective=drafts`;
const setCookies = (res: { headers: Record<string, string | string[] | undefined> }) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []);

test("the Studio's secret starts preview at the path it asks for", async () => {
  const res = await get(enable(VALID));
  expect(res.status).toBe(307);
  expect(res.headers.location).toBe("/en/menu?sanity-preview-perspective=drafts");
  expect(res.headers["cache-control"]).toBe("private, no-store");
  const [cookie] = setCookies(res);
  expect(cookie).toMatch(/^salone_preview=v1\.\d+\.[A-Za-z0-9_-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  const page = await get("/en/menu", { Cookie: cookie!.split(";")[0]! });
  expect(page.status).toBe(200);
  expect(page.headers["cache-control"]).toBe("private, no-store");
  expect(page.body).toContain("Exit preview");
});

test("inside the Studio's frame the preview cookie is SameSite=None; Secure; Partitioned", async () => {
  const res = await get(enable(VALID), { "Sec-Fetch-Dest": "iframe", "Sec-Fetch-Site": "cross-site" });
  expect(res.status).toBe(307);
  expect(setCookies(res)[0]).toMatch(
    /^salone_preview=v1\.\d+\.[A-Za-z0-9_-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=None; Secure; Partitioned$/,
  );
});

test("a wrong, expired or missing secret is a 401 that sets nothing", async () => {
  for (const target of [
    enable("wrong-secret-0123456789abcdef"),
    enable(EXPIRED),
    enable(`${VALID}x`),
    "/api/preview-mode/enable?sanity-preview-pathname=/en",
  ]) {
    const res = await get(target);
    expect(res.status, target).toBe(401);
    expect(res.headers["set-cookie"], target).toBeUndefined();
    expect(res.headers["cache-control"], target).toMatch(/no-store/);
  }
});

test("the path stays on this site", async () => {
  for (const pathname of ["https://evil.example/en/menu", "//evil.example/en/menu"]) {
    const res = await get(enable(VALID, pathname));
    expect(res.status, pathname).toBe(307);
    expect(res.headers.location, pathname).toBe("/en/menu?sanity-preview-perspective=drafts");
  }
});

test("the preview API's rate limit applies to preview mode", async () => {
  const res = await get(enable("wrong-secret-0123456789abcdef"));
  expect(res.headers["ratelimit-limit"]).toBe("1000");
  expect((await get("/api/preview-mode/disable")).headers["ratelimit-limit"]).toBe("1000");
});

test("only a preview page may be framed, and only by the Studio", async () => {
  const cookie = setCookies(await get(enable(VALID)))[0]!.split(";")[0]!;
  for (const target of ["/", "/en/menu"]) {
    const preview = await get(target, { Cookie: cookie });
    expect(String(preview.headers["content-security-policy"]), target).toMatch(
      new RegExp(`frame-ancestors ${STUDIO}(;|$)`),
    );
    expect(preview.headers["x-frame-options"], target).toBeUndefined();
    for (const headers of [{}, { Cookie: `${cookie.slice(0, -2)}xx` }] as Record<string, string>[]) {
      const visitor = await get(target, headers);
      expect(String(visitor.headers["content-security-policy"]), target).toMatch(/frame-ancestors 'none'/);
      expect(visitor.headers["x-frame-options"], target).toBe("DENY");
    }
  }
});

test("disable ends preview, in the Studio's frame with a partitioned clear", async () => {
  const res = await get("/api/preview-mode/disable?redirect=%2Fen%2Fjournal");
  expect(res.status).toBe(307);
  expect(res.headers.location).toBe("/en/journal");
  expect(setCookies(res)[0]).toMatch(/^salone_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
  const framed = await get("/api/preview-mode/disable", { "Sec-Fetch-Dest": "iframe" });
  expect(framed.headers.location).toBe("/");
  expect(setCookies(framed)[0]).toMatch(
    /^salone_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=None; Secure; Partitioned$/,
  );
  expect((await get("/api/preview-mode/disable?redirect=//evil.example")).headers.location).toBe("/");
});
