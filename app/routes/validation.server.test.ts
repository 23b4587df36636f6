import { createServer, type Server } from "node:http";
import { isRouteErrorResponse, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, expect, test } from "vitest";
import { propertyOf } from "@site/narrow";

/**
 * Failed page validation is a 404 before any query runs: the loaders below talk to
 * a content service that counts every request it gets.
 */
let server: Server;
let queries: string[] = [];
/** Each query's `$slug` as it was sent: in the URL, or in a POST's JSON body (a query past 9000 characters). */
let slugs: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    queries.push(req.url ?? "");
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const inUrl = new URL(req.url ?? "", "http://x").searchParams.get("$slug");
      slugs.push(
        inUrl !== null ? JSON.parse(inUrl) : propertyOf(propertyOf(JSON.parse(body || "{}"), "params"), "slug"),
      );
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ ms: 0, result: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  process.env.SANITY_API_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function status(run: () => unknown): Promise<number> {
  try {
    await run();
    return 200;
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status;
    if (error instanceof Response) return error.status;
    const thrown = propertyOf(propertyOf(error, "init"), "status");
    if (propertyOf(error, "type") === "DataWithResponseInit" && typeof thrown === "number" && thrown) return thrown;
    throw error;
  }
}

// A test double of a loader's arguments: the request, the params, and a context no middleware filled
// (the request's locale is read from the URL, as the root middleware would).
const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(url), url: new URL(url), params, context: new RouterContextProvider() }) as never;

test("a malformed slug is a 404 without a query, for menu entries, articles and pages", async () => {
  const menuEntry = await import("./menu-entry");
  const article = await import("./article");
  const page = await import("./page");
  queries = [];
  for (const slug of ["Carbonara", "cacio--pepe", "a_b", "caffè", "a".repeat(97), "-x", "..", ""]) {
    expect(await status(() => menuEntry.loader(args(`http://x/menu/${slug}`, { slug }))), slug).toBe(404);
    expect(await status(() => article.loader(args(`http://x/journal/${slug}`, { slug }))), slug).toBe(404);
    expect(await status(() => page.loader(args(`http://x/${slug}`, { slug }))), slug).toBe(404);
  }
  expect(queries).toEqual([]);
});

test("a page number that is not a positive integer is a 404 without a query", async () => {
  const journal = await import("./journal");
  queries = [];
  for (const n of ["0", "-1", "abc", "1.5", "01", ""]) {
    expect(await status(() => journal.loader(args(`http://x/journal?page=${n}`, {}))), n).toBe(404);
  }
  expect(queries).toEqual([]);
});

test("a well-formed slug does query, and a missing document is a 404", async () => {
  const menuEntry = await import("./menu-entry");
  queries = [];
  slugs = [];
  expect(await status(() => menuEntry.loader(args("http://x/menu/carbonara", { slug: "carbonara" })))).toBe(404);
  expect(queries).toHaveLength(1);
  expect(slugs).toEqual(["carbonara"]);
});
