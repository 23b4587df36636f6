/**
 * The origin's page cache, end to end on the production server: a page is rendered once and then
 * served from memory, yet every response carries its own CSP nonce, unprefixed pages still vary on
 * the locale cookie, one language is never served for the other, preview responses are neither
 * stored nor served to anyone else, and data payloads are cached by the same rules.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { pagePathOf } from "./page-cache";
import { TEST_TOKEN } from "../tests/e2e/support/stack";
import {
  PREVIEW_SECRET,
  cspNonce,
  draftOnlyArticleSlugs,
  rawRequest,
  startStack,
  type Stack,
} from "../tests/support/server";

let stack: Stack;
let draftSlug: string;

beforeAll(async () => {
  stack = await startStack({ PREVIEW_SECRET, API_RATE_LIMIT: "1000", CONTENT_CACHE_TTL: "3600" });
  [draftSlug] = (await draftOnlyArticleSlugs(stack.content.url, TEST_TOKEN)) as [string];
});

afterAll(async () => {
  await stack?.stop();
});

const get = (target: string, headers: Record<string, string> = {}) => rawRequest(stack.url, target, { headers });
const nonceAttributes = (body: string) => new Set([...body.matchAll(/\bnonce="([^"]+)"/g)].map((m) => m[1]));

test("a page is rendered once, then served from the cache, each time with a nonce of its own", async () => {
  const first = await get("/journal");
  const second = await get("/journal");
  const third = await get("/journal");
  expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
  expect(first.headers["x-page-cache"]).toBe("miss");
  expect(second.headers["x-page-cache"]).toBe("hit");
  expect(third.headers["x-page-cache"]).toBe("hit");
  const nonces = [first, second, third].map((r) => cspNonce(r.headers["content-security-policy"]));
  expect(new Set(nonces).size).toBe(3);
  for (const [i, response] of [first, second, third].entries()) {
    // Every nonce in the body is the one in this response's own header…
    expect(nonceAttributes(response.body)).toEqual(new Set([nonces[i]]));
    // …and no other response's nonce is anywhere in it.
    for (const [j, other] of nonces.entries()) if (j !== i) expect(response.body).not.toContain(other);
  }
  // Apart from the nonce, the same bytes: the same ETag.
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.body.replaceAll(nonces[1]!, "")).toBe(first.body.replaceAll(nonces[0]!, ""));
});

test("a protocol-relative path is never taken for a cached page of another path", async () => {
  await get("/");
  expect((await get("/")).headers["x-page-cache"]).toBe("hit");
  const doubled = await get("//evil.example/");
  expect(doubled.status).toBe(301);
  expect(doubled.headers.location).toBe("/evil.example");
});

test("a cached unprefixed page still varies on Cookie, and the locale cookie still redirects", async () => {
  await get("/menu");
  const cached = await get("/menu");
  expect(cached.headers["x-page-cache"]).toBe("hit");
  expect(cached.headers.vary).toMatch(/Cookie/i);
  expect(cached.body).toContain('<html lang="it"');
  const english = await get("/menu", { Cookie: "salone_locale=en" });
  expect(english.status).toBe(302);
  expect(english.headers.location).toBe("/en/menu");
  expect(english.headers["x-page-cache"]).toBeUndefined();
});

test("one language is never served for the other, for pages and for their data payloads", async () => {
  for (let round = 0; round < 2; round++) {
    const it = await get("/it/menu");
    const en = await get("/en/menu");
    const plain = await get("/menu", { Cookie: "salone_locale=it" });
    expect(it.body).toContain('<html lang="it"');
    expect(en.body).toContain('<html lang="en"');
    expect(plain.body).toContain('<html lang="it"');
    if (round === 1) expect([it, en, plain].map((r) => r.headers["x-page-cache"])).toEqual(["hit", "hit", "hit"]);
  }
  const data = (prefix: string) =>
    get(`${prefix}/journal.data?_routes=root,locale___${prefix ? prefix.slice(1) : "default"}`);
  for (let round = 0; round < 2; round++) {
    const en = await data("/en");
    const it = await data("/it");
    expect(en.status).toBe(200);
    expect(en.body).toContain('"en"');
    expect(en.body).not.toContain('"locale","it"');
    expect(it.body).not.toContain('"locale","en"');
    if (round === 1) expect([en.headers["x-page-cache"], it.headers["x-page-cache"]]).toEqual(["hit", "hit"]);
  }
});

test("the English home page's data is stored and served for a visitor whose cookie says English, in English", async () => {
  // /en.data has no locale prefix of its own: it is the data of /en, never an unprefixed page that the
  // cookie redirects (such a request was never stored, so every switch to English rendered again).
  const data = () => get("/en.data?_routes=root,locale___en,home___en", { Cookie: "salone_locale=en" });
  const first = await data();
  const second = await data();
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.headers["x-page-cache"]).toBe("hit");
  expect(second.body).toContain('"See the menu"');
  expect(second.body).not.toContain('"Guarda il menu"');
  expect(pagePathOf("/en.data")).toBe("/en");
  expect(pagePathOf("/_.data")).toBe("/");
  expect(pagePathOf("/en/_.data")).toBe("/en/");
  expect(pagePathOf("/en/menu.data")).toBe("/en/menu");
  expect(pagePathOf("/en/menu")).toBe("/en/menu");
});

test("a cached page or data payload is compressed for each response as it asks, and decodes", async () => {
  const { gunzipSync, brotliDecompressSync } = await import("node:zlib");
  for (const target of ["/en/menu", "/en/menu.data?_routes=root,locale___en,menu___en"]) {
    // Asked first with brotli (what a browser sends), then with gzip, then with nothing.
    const first = await fetchRaw(target, "br");
    const br = await fetchRaw(target, "br");
    const gzip = await fetchRaw(target, "gzip");
    const plain = await fetchRaw(target, "identity");
    expect([br.cache, gzip.cache, plain.cache], target).toEqual(["hit", "hit", "hit"]);
    expect([first.encoding, br.encoding, gzip.encoding, plain.encoding], target).toEqual([
      "br",
      "br",
      "gzip",
      undefined,
    ]);
    const text = (r: { body: Buffer; encoding?: string }) =>
      (r.encoding === "br" ? brotliDecompressSync(r.body)
      : r.encoding === "gzip" ? gunzipSync(r.body)
      : r.body
      ).toString("utf8");
    const strip = (body: string) => body.replace(/nonce="[^"]+"/g, "");
    expect(strip(text(br))).toBe(strip(text(first)));
    expect(strip(text(gzip))).toBe(strip(text(first)));
    expect(strip(text(plain))).toBe(strip(text(first)));
  }
});

/** A GET with an Accept-Encoding, its body left as sent. */
async function fetchRaw(
  target: string,
  encoding: string,
): Promise<{ body: Buffer; encoding?: string; cache?: string }> {
  const { request } = await import("node:http");
  const url = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: target, headers: { "Accept-Encoding": encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            body: Buffer.concat(chunks),
            encoding: res.headers["content-encoding"],
            cache: res.headers["x-page-cache"] as string | undefined,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

test("preview responses are neither stored nor served to anyone else", async () => {
  const enter = await get(`/api/preview?secret=${encodeURIComponent(PREVIEW_SECRET)}`);
  const cookie = String(enter.headers["set-cookie"]).split(";")[0]!;
  // The editor sees the draft, privately, and it is not stored.
  for (let round = 0; round < 2; round++) {
    const draft = await get(`/journal/${draftSlug}`, { Cookie: cookie });
    expect(draft.status).toBe(200);
    expect(draft.headers["cache-control"]).toBe("private, no-store");
    expect(draft.headers["x-page-cache"]).toBeUndefined();
  }
  // Anyone else: a 404, however often the editor looked at it.
  const visitor = await get(`/journal/${draftSlug}`);
  expect(visitor.status).toBe(404);
  // A page the editor opened first is rendered afresh for the next visitor (not the editor's copy).
  const editorsHome = await get("/en/journal", { Cookie: cookie });
  expect(editorsHome.headers["x-page-cache"]).toBeUndefined();
  expect(editorsHome.body).toContain(draftSlug);
  const visitorsHome = await get("/en/journal");
  expect(visitorsHome.body).not.toContain(draftSlug);
  // An editor never gets a visitor's cached page either (it would hide the drafts).
  await get("/en/journal");
  const again = await get("/en/journal", { Cookie: cookie });
  expect(again.headers["x-page-cache"]).toBeUndefined();
  expect(again.body).toContain(draftSlug);
});

test("a 304 revalidation of a cached page carries no Content-Security-Policy", async () => {
  const first = await get("/en/journal");
  const revalidated = await get("/en/journal", { "If-None-Match": String(first.headers.etag) });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers["content-security-policy"]).toBeUndefined();
  expect(revalidated.body).toBe("");
});
