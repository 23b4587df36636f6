/**
 * The surrogate keys on the way out: the app names them in `xkey`; the response carries them in the
 * headers SURROGATE_KEY_HEADERS names, in none by default, and the page cache still stores and purges
 * by them (the page it answers from memory goes out the same way).
 */
import express from "express";
import type { Server } from "node:http";
import { afterAll, expect, test } from "vitest";
import { PURGED_KEYS_HEADER, type SurrogateKeyHeaderName } from "../site/surrogate-keys";
import { rawRequest } from "../tests/support/server";
import { pageCache } from "./page-cache";
import { surrogateKeyHeadersOut } from "./surrogate-key-headers";

const servers: Server[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server like the production one, in its order: the keys' way out first, then the page cache, then pages. */
async function serve(names: readonly SurrogateKeyHeaderName[]) {
  const app = express();
  app.use(surrogateKeyHeadersOut(names));
  const pages = pageCache({
    freshMs: 60_000,
    staleMs: 0,
    maxBytes: 1024 * 1024,
    webhookPath: "/api/revalidate",
    testFaults: false,
  });
  app.use(pages.fromMemory);
  app.use(pages);
  app.post(
    "/api/revalidate",
    (req, res) => void res.set(PURGED_KEYS_HEADER, String(req.query.keys)).json({ revalidated: true }),
  );
  const page = (keys: string) => (_req: express.Request, res: express.Response) => {
    res.set({ "Cache-Control": "public, max-age=0, s-maxage=60", xkey: keys }).type("html");
    return res;
  };
  // Streamed in pieces (headers written before the end), like React's renderer.
  app.get("/streamed", (req, res) => {
    page("site menuItem-a type:menuItem")(req, res).write("<!doctype html><p>streamed</p>");
    res.end("<p>end</p>");
  });
  app.get("/whole", (req, res) => void page("site article-b")(req, res).send("<!doctype html><p>whole</p>"));
  app.get("/unkeyed", (_req, res) => void res.type("html").set("Cache-Control", "no-store").send("<p>mine</p>"));
  const server = await new Promise<Server>((resolve) => {
    const started: Server = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  servers.push(server);
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

const KEY_HEADERS = ["xkey", "surrogate-key", "cache-tag"];
const keyHeaders = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(KEY_HEADERS.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));

test("with no cache in front, no response carries the keys, first rendered or from the page cache; the cache still purges by them", async () => {
  const url = await serve([]);
  for (const path of ["/streamed", "/whole"]) {
    const miss = await rawRequest(url, path);
    const hit = await rawRequest(url, path);
    expect([miss.status, hit.status], path).toEqual([200, 200]);
    expect(hit.headers["x-page-cache"], path).toBe("hit");
    expect(keyHeaders(miss.headers), path).toEqual({});
    expect(keyHeaders(hit.headers), path).toEqual({});
  }
  // A publish of menuItem-a drops the page built from it, and only that one: the stored pages kept their keys.
  const purge = await rawRequest(url, "/api/revalidate?keys=menuItem-a", { method: "POST" });
  expect(purge.status).toBe(200);
  // (Rendered again: a streamed page's answer cannot say "miss", its headers went out before it was stored.)
  expect((await rawRequest(url, "/streamed")).headers["x-page-cache"]).not.toBe("hit");
  expect((await rawRequest(url, "/whole")).headers["x-page-cache"]).toBe("hit");
});

test("behind Varnish the keys go out in xkey; behind Fastly and Cloudflare in theirs, each spelled as its cache reads it", async () => {
  const varnish = await serve(["xkey"]);
  for (const response of [await rawRequest(varnish, "/streamed"), await rawRequest(varnish, "/streamed")]) {
    expect(keyHeaders(response.headers)).toEqual({ xkey: "site menuItem-a type:menuItem" });
  }
  const cdns = await serve(["Surrogate-Key", "Cache-Tag"]);
  for (const response of [await rawRequest(cdns, "/whole"), await rawRequest(cdns, "/whole")]) {
    expect(keyHeaders(response.headers)).toEqual({ "surrogate-key": "site article-b", "cache-tag": "site,article-b" });
  }
  // A response the app named no keys on gets none.
  expect(keyHeaders((await rawRequest(cdns, "/unkeyed")).headers)).toEqual({});
});
