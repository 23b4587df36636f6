/**
 * Editor preview end to end: the secret, the signed cookie and its flags, drafts visible only in
 * preview, `private, no-store` on every preview response, the badge, the exit link, and no draft
 * ever leaking into the shared content cache.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { TEST_TOKEN } from "../tests/e2e/support/stack";
import {
  PREVIEW_SECRET,
  REVALIDATE_SECRET,
  draftOnlyArticleSlugs,
  rawRequest,
  startStack,
  type Stack,
} from "../tests/support/server";

let stack: Stack;
let draftSlug: string;

beforeAll(async () => {
  stack = await startStack({ PREVIEW_SECRET, REVALIDATE_SECRET, API_RATE_LIMIT: "1000" });
  [draftSlug] = (await draftOnlyArticleSlugs(stack.content.url, TEST_TOKEN)) as [string];
  expect(draftSlug, "the demo dataset has an article that exists only as a draft").toBeTruthy();
});

afterAll(async () => {
  await stack?.stop();
});

const get = (target: string, headers: Record<string, string> = {}) => rawRequest(stack.url, target, { headers });

async function enterPreview(redirect = "/"): Promise<string> {
  const res = await get(
    `/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}&redirect=${encodeURIComponent(redirect)}`,
  );
  expect(res.status).toBe(302);
  const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  expect(setCookie).toHaveLength(1);
  return setCookie[0]!.split(";")[0]!;
}

test("the draft-only article is a 404 outside preview", async () => {
  expect((await get(`/journal/${draftSlug}`)).status).toBe(404);
  expect((await get(`/en/journal/${draftSlug}`)).status).toBe(404);
});

test("a wrong or missing secret is 401 and sets no cookie", async () => {
  for (const target of [
    "/api/preview?secret=wrong-secret-0123456789",
    "/api/preview",
    `/api/preview?secret=${PREVIEW_SECRET}x`,
  ]) {
    const res = await get(target);
    expect(res.status, target).toBe(401);
    expect(res.headers["set-cookie"], target).toBeUndefined();
    expect(res.headers["cache-control"], target).toMatch(/no-store/);
  }
});

test("the redirect must be a path on this site", async () => {
  for (const redirect of ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
    const res = await get(`/api/preview?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(redirect)}`);
    expect(res.status, redirect).toBe(400);
    expect(res.headers["set-cookie"], redirect).toBeUndefined();
  }
});

test("the right secret sets a signed, HttpOnly, SameSite=Lax cookie and redirects", async () => {
  const res = await get(
    `/api/preview?secret=${PREVIEW_SECRET}&redirect=${encodeURIComponent(`/en/journal/${draftSlug}`)}`,
  );
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe(`/en/journal/${draftSlug}`);
  expect(res.headers["cache-control"]).toBe("private, no-store");
  const cookie = String(res.headers["set-cookie"]);
  expect(cookie).toMatch(/^salone_preview=v1\.\d+\.[A-Za-z0-9_-]+; /);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  expect(cookie).toMatch(/; Path=\//);
  expect(cookie).not.toMatch(/; Secure/);
  expect(cookie).not.toContain(PREVIEW_SECRET);
});

test("over HTTPS (behind a trusted proxy) the cookie is also Secure", async () => {
  const res = await get(`/api/preview?secret=${PREVIEW_SECRET}`, { "X-Forwarded-Proto": "https" });
  expect(String(res.headers["set-cookie"])).toMatch(/; Secure/);
});

test("in preview the draft is visible, with the badge and the exit link, and the page is private, no-store", async () => {
  const cookie = await enterPreview();
  const it = await get(`/journal/${draftSlug}`, { Cookie: cookie });
  expect(it.status).toBe(200);
  expect(it.headers["cache-control"]).toBe("private, no-store");
  expect(it.headers.etag).toBeUndefined();
  expect(it.body).toContain("Anteprima");
  expect(it.body).toContain(`/api/preview/exit?redirect=${encodeURIComponent(`/journal/${draftSlug}`)}`);
  const en = await get(`/en/journal/${draftSlug}`, { Cookie: cookie });
  expect(en.status).toBe(200);
  expect(en.body).toMatch(/>Preview</);
  expect(en.body).toContain("Exit preview");
  // Client-side navigation (data requests) is private too.
  const data = await get(`/en/journal/${draftSlug}.data`, { Cookie: cookie });
  expect(data.status).toBe(200);
  expect(data.headers["cache-control"]).toBe("private, no-store");
  // Published pages in preview are private as well: they may show drafts of published documents.
  expect((await get("/en/menu", { Cookie: cookie })).headers["cache-control"]).toBe("private, no-store");
});

test("no secret or token reaches a preview page", async () => {
  const cookie = await enterPreview();
  const res = await get(`/en/journal/${draftSlug}`, { Cookie: cookie });
  for (const secret of [PREVIEW_SECRET, REVALIDATE_SECRET, TEST_TOKEN]) expect(res.body).not.toContain(secret);
});

test("the journal lists the draft only in preview", async () => {
  const cookie = await enterPreview();
  const inPreview = await get("/en/journal", { Cookie: cookie });
  const published = await get("/en/journal");
  expect(inPreview.body).toContain(`/en/journal/${draftSlug}`);
  expect(published.body).not.toContain(`/en/journal/${draftSlug}`);
});

test("drafts seen in preview never leak into the shared cache", async () => {
  const cookie = await enterPreview();
  expect((await get(`/en/journal/${draftSlug}`, { Cookie: cookie })).status).toBe(200);
  const after = await get(`/en/journal/${draftSlug}`);
  expect(after.status).toBe(404);
  expect(after.body).not.toContain("Exit preview");
});

test("a forged, tampered or expired cookie is not preview", async () => {
  const cookie = await enterPreview();
  const [name, value] = cookie.split("=") as [string, string];
  const [version, expires, signature] = value.split(".");
  for (const forged of [
    `${name}=${version}.${Number(expires) + 3600}.${signature}`,
    `${name}=${version}.${expires}.${signature!.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
    `${name}=v1.${Math.floor(Date.now() / 1000) - 10}.${signature}`,
    `${name}=1`,
  ]) {
    const res = await get(`/en/journal/${draftSlug}`, { Cookie: forged });
    expect(res.status, forged).toBe(404);
  }
});

test("the exit link clears the cookie and goes back to the page", async () => {
  const cookie = await enterPreview();
  const res = await get(`/api/preview/exit?redirect=${encodeURIComponent("/en/journal")}`, { Cookie: cookie });
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe("/en/journal");
  expect(String(res.headers["set-cookie"])).toMatch(/^salone_preview=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
  expect((await get("/api/preview/exit?redirect=//evil.example")).headers.location).toBe("/");
});
