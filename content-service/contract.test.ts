/**
 * The query protocol over raw HTTP, as Content Lake answers it. Image CDN: contract-images.test.ts.
 */
import { appendFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";

const TOKEN = "test-token-0123456789abcdef";
const QUERY_PATH = "/v2025-02-19/data/query/production";
const TIMEOUT_MS = 1500;

let fixture: FixtureData;
let service: ContentService;
const logs: string[] = [];

beforeAll(async () => {
  fixture = await createFixtureData();
  service = await startContentService({
    port: 0,
    dataDir: fixture.dataDir,
    cacheDir: fixture.cacheDir,
    dbDir: fixture.dbDir,
    token: TOKEN,
    queryTimeoutMs: TIMEOUT_MS,
    logger: { info: (m) => logs.push(m), warn: (m) => logs.push(`WARN ${m}`), error: (m) => logs.push(`ERROR ${m}`) },
  });
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

interface Answer {
  status: number;
  headers: Headers;
  // The answers are arbitrary JSON; the assertions below give them their shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${service.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

function query(
  groq: string,
  params: Record<string, unknown> = {},
  options: Record<string, string> = {},
  init: RequestInit = {},
) {
  const search = new URLSearchParams({ query: groq });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  for (const [name, value] of Object.entries(options)) search.set(name, value);
  return call(`${QUERY_PATH}?${search}`, init);
}

const auth = (token = TOKEN): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } });

/** A query that takes far longer than the time limit: a nested cross product of the dataset. */
function pathological(depth = 9): string {
  let groq = "count(*)";
  for (let i = 0; i < depth; i++) groq = `count(*[${groq} > 0])`;
  return groq;
}

test("GET answers {ms, query, result} as JSON, with CORS for browsers", async () => {
  const groq = '*[_type == "menuCategory"][0].title.en';
  const { status, headers, body } = await query(groq);
  expect(status).toBe(200);
  expect(headers.get("content-type")).toMatch(/^application\/json/);
  expect(headers.get("access-control-allow-origin")).toBe("*");
  expect(body).toEqual({ ms: expect.any(Number), query: groq, result: "Starters" });
});

test("a string parameter keeps its '+' and spaces (URLSearchParams encoding)", async () => {
  const { body } = await query("*[_type == 'menuItem' && name.it == $name]._id", { name: "Supplì + cacio e pepe" });
  expect(body.result).toEqual(["item-suppli"]);
  // The same request, spelled by hand: space as '+', plus as %2B.
  const raw = await call(
    `${QUERY_PATH}?query=*%5Bname.it%3D%3D%24name%5D._id&%24name=%22Suppl%C3%AC+%2B+cacio+e+pepe%22`,
  );
  expect(raw.body.result).toEqual(["item-suppli"]);
});

test("-> dereferences references, also inside arrays", async () => {
  const { body } = await query(
    '*[_id == $id][0]{"featured": featured[]->name.en, "category": featured[0]->category->slug.current}',
    {
      id: "article-opening",
    },
  );
  expect(body.result).toEqual({ featured: ["Apulian burrata", "Supplì + cacio e pepe"], category: "antipasti" });
});

test("a query matching nothing answers null or [] with 200", async () => {
  expect((await query('*[_type == "nothing"][0]')).body).toMatchObject({ result: null });
  expect((await query('*[_type == "nothing"]')).body).toMatchObject({ result: [] });
});

test("POST takes {query, params} as a JSON body, options stay in the URL", async () => {
  const { status, body } = await call(`${QUERY_PATH}?returnQuery=false&tag=menu.list`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query: "*[slug.current == $slug][0].price", params: { slug: "burrata" } }),
  });
  expect(status).toBe(200);
  expect(body).toEqual({ ms: expect.any(Number), result: 12 });
});

test("returnQuery=false leaves the query out; unknown options are ignored", async () => {
  const { status, body } = await query(
    "count(*[_type == 'menuItem'])",
    {},
    { returnQuery: "false", useCdn: "true", resultSourceMap: "x" },
  );
  expect(status).toBe(200);
  expect(body).not.toHaveProperty("query");
  expect(body).not.toHaveProperty("resultSourceMap");
  expect(body.result).toBe(2);
});

test("the published perspective (the default) hides drafts", async () => {
  for (const options of [{}, { perspective: "published" }] as Record<string, string>[]) {
    const { body } = await query(
      '*[_type in ["menuItem", "article"]] | order(_id) {_id, "name": coalesce(name.en, title.en)}',
      {},
      options,
    );
    expect(body.result).toEqual([
      { _id: "article-opening", name: "We are open" },
      { _id: "item-burrata", name: "Apulian burrata" },
      { _id: "item-suppli", name: "Supplì + cacio e pepe" },
    ]);
  }
});

test("the drafts perspective puts each draft in place of its published twin, under the published id", async () => {
  const groq = '*[_type in ["menuItem", "article"]] | order(_id) {_id, "name": coalesce(name.en, title.en)}';
  for (const perspective of ["drafts", "previewDrafts"]) {
    const { status, body } = await query(groq, {}, { perspective }, auth());
    expect(status).toBe(200);
    expect(body.result).toEqual([
      { _id: "article-autumn", name: "Autumn menu" },
      { _id: "article-opening", name: "We are open" },
      { _id: "item-burrata", name: "Apulian burrata (draft)" },
      { _id: "item-suppli", name: "Supplì + cacio e pepe" },
    ]);
  }
  const original = await query('*[_id == "item-burrata"][0]._originalId', {}, { perspective: "drafts" }, auth());
  expect(original.body.result).toBe("drafts.item-burrata");
  // References resolve to the draft too.
  const { body } = await query(
    '*[_id == "article-opening"][0].featured[0]->price',
    {},
    { perspective: "drafts" },
    auth(),
  );
  expect(body.result).toBe(13);
});

test("the raw perspective shows every document as stored", async () => {
  const { body } = await query('*[_type == "menuItem"] | order(_id)._id', {}, { perspective: "raw" }, auth());
  expect(body.result).toEqual(["drafts.item-burrata", "item-burrata", "item-suppli"]);
});

test("drafts and raw need the bearer token: 401 without it or with a wrong one", async () => {
  for (const perspective of ["drafts", "previewDrafts", "raw"]) {
    const missing = await query("count(*)", {}, { perspective });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ statusCode: 401, error: "Unauthorized", message: expect.stringContaining("token") });
    expect((await query("count(*)", {}, { perspective }, auth("wrong-token"))).status).toBe(401);
  }
});

test("a service started without a token refuses drafts to everyone", async () => {
  const open = await startContentService({
    port: 0,
    dataDir: fixture.dataDir,
    cacheDir: fixture.cacheDir,
    dbDir: fixture.dbDir,
    logger: { info() {}, warn() {}, error() {} },
  });
  try {
    const response = await fetch(`${open.url}${QUERY_PATH}?query=count(*)&perspective=drafts`, auth());
    expect(response.status).toBe(401);
    const published = await fetch(`${open.url}${QUERY_PATH}?query=count(*)`);
    expect(await published.json()).toMatchObject({ result: 6 });
  } finally {
    await open.close();
  }
});

test("an unknown perspective is a 400", async () => {
  const { status, body } = await query("count(*)", {}, { perspective: "everything" });
  expect(status).toBe(400);
  expect(body).toMatchObject({ statusCode: 400, error: "Bad Request", message: expect.stringContaining("everything") });
});

test("a syntax error is a queryParseError with the position", async () => {
  const groq = '*[_type == "menuItem"';
  const { status, body } = await query(groq);
  expect(status).toBe(400);
  expect(body).toEqual({
    error: {
      type: "queryParseError",
      description: expect.any(String),
      query: groq,
      start: expect.any(Number),
      end: expect.any(Number),
    },
  });
  expect(body.error.start).toBeGreaterThan(0);
  expect(body.error.end).toBeGreaterThan(body.error.start - 1);
  expect(body.error.end).toBeLessThanOrEqual(groq.length);
});

test("a parameter the query uses but the request lacks is a parse error naming it", async () => {
  const { status, body } = await query("*[slug.current == $slug]");
  expect(status).toBe(400);
  expect(body.error).toMatchObject({
    type: "queryParseError",
    description: expect.stringContaining("$slug"),
    start: 18,
    end: 23,
  });
});

test("an unknown dataset is a 404 in Sanity's shape", async () => {
  const { status, body } = await call("/v2025-02-19/data/query/nope?query=count(*)");
  expect(status).toBe(404);
  expect(body).toEqual({ statusCode: 404, error: "Not Found", message: 'Dataset "nope" not found' });
});

test("older API versions (v1, vX, v2021-10-21) are accepted", async () => {
  for (const version of ["v1", "vX", "v2021-10-21"]) {
    const { status, body } = await call(`/${version}/data/query/production?query=count(*[_type=="menuItem"])`);
    expect(status).toBe(200);
    expect(body.result).toBe(2);
  }
});

test("a $param that is not JSON is a 400 naming the parameter", async () => {
  const { status, body } = await call(`${QUERY_PATH}?query=*[slug.current==$slug]&$slug=burrata`);
  expect(status).toBe(400);
  expect(body).toMatchObject({ statusCode: 400, error: "Bad Request", message: expect.stringContaining("$slug") });
});

test("a POST body that is not JSON is a 400", async () => {
  const { status, body } = await call(QUERY_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "query=*",
  });
  expect(status).toBe(400);
  expect(body).toMatchObject({ statusCode: 400, error: "Bad Request", message: expect.stringContaining("JSON") });
});

test("a query over 200 kB is a 400, counted in bytes, not characters", async () => {
  // 110,000 'è' are 110,000 characters but 220,000 bytes.
  const groq = `*[name.it == "${"è".repeat(110_000)}"]`;
  expect(groq.length).toBeLessThan(200 * 1024);
  const { status, body } = await call(QUERY_PATH, { method: "POST", body: JSON.stringify({ query: groq }) });
  expect(status).toBe(400);
  expect(body.message).toMatch(/too large/);
  // Just under the limit is fine.
  const fits = await call(QUERY_PATH, {
    method: "POST",
    body: JSON.stringify({ query: `*[name.it == "${"e".repeat(150_000)}"]` }),
  });
  expect(fits.status).toBe(200);
});

test("a missing query is a 400; a wrong method a 405; an unknown path a JSON 404", async () => {
  expect((await call(QUERY_PATH)).status).toBe(400);
  const put = await call(`${QUERY_PATH}?query=count(*)`, { method: "PUT" });
  expect(put.status).toBe(405);
  expect(put.headers.get("allow")).toContain("POST");
  const unknown = await call("/v2025-02-19/data/unknown-endpoint/production");
  expect(unknown.status).toBe(404);
  expect(unknown.body).toMatchObject({ statusCode: 404, error: "Not Found" });
});

test("OPTIONS answers a CORS preflight", async () => {
  const response = await fetch(`${service.url}${QUERY_PATH}`, {
    method: "OPTIONS",
    headers: {
      Origin: "https://example.org",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "authorization,content-type",
    },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  expect(response.headers.get("access-control-allow-methods")).toContain("POST");
  expect(response.headers.get("access-control-allow-headers")).toContain("authorization");
});

test("the document endpoint returns documents by id and lists the missing ones", async () => {
  const { status, body } = await call("/v2025-02-19/data/doc/production/item-suppli,nope");
  expect(status).toBe(200);
  expect(body.documents.map((doc: { _id: string }) => doc._id)).toEqual(["item-suppli"]);
  expect(body.omitted).toEqual([{ id: "nope", reason: "existence" }]);
});

test("malformed dataset lines are skipped with a warning, the rest loads", async () => {
  expect(await service.stats()).toEqual({ dataset: "production", documents: 8 });
  expect(logs.some((line) => line.startsWith("WARN") && line.includes("production.ndjson:6"))).toBe(true);
});

test("a query past the time limit is stopped with a 408, and the service keeps answering", async () => {
  const slow = query(pathological());
  // While the slow query runs, the other worker still answers (the event loop is not blocked).
  const started = Date.now();
  const meanwhile = await query("count(*)");
  expect(meanwhile.body.result).toBe(6);
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);

  const { status, body } = await slow;
  expect(status).toBe(408);
  expect(body).toEqual({
    statusCode: 408,
    error: "Request Timeout",
    message: `Query exceeded the time limit of ${TIMEOUT_MS} ms`,
  });

  for (let i = 0; i < 3; i++) {
    const after = await query('*[_id == "item-burrata"][0].price');
    expect(after.status).toBe(200);
    expect(after.body.result).toBe(12);
  }
});

test("every request is logged with method, path (no query string), status and time", async () => {
  await query("count(*)", { secret: "do-not-log" });
  const line = logs.filter((entry) => entry.startsWith("GET ")).at(-1);
  expect(line).toMatch(/^GET \/v2025-02-19\/data\/query\/production 200 \d+ms$/);
});

test("after the first start the database is the truth: reload() keeps it, reset() seeds it again from the dataset file", async () => {
  await appendFile(
    join(fixture.dataDir, "production.ndjson"),
    `${JSON.stringify({ _id: "item-new", _type: "menuItem", price: 7 })}\n`,
  );
  await service.reload();
  expect((await query('*[_id == "item-new"][0].price')).body.result).toBeNull();
  expect((await service.stats()).documents).toBe(8);
  await service.reset();
  expect((await query('*[_id == "item-new"][0].price')).body.result).toBe(7);
  expect((await service.stats()).documents).toBe(9);
});
