import { describe, expect, test } from "vitest";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  MAX_GET_URL_LENGTH,
  buildQueryRequest,
  createContentClient,
  ContentError,
  ContentUnavailableError,
  type ContentClientOptions,
} from "./protocol.server";

const base: ContentClientOptions = {
  apiUrl: "https://abc123.api.sanity.io",
  cdnUrl: "https://abc123.apicdn.sanity.io",
  dataset: "production",
  apiVersion: "2025-02-19",
  useCdn: true,
  timeoutMs: 1000,
};

/** A query padded so that the GET URL built from it is exactly `length` characters long. */
function queryForUrlLength(options: ContentClientOptions, length: number): string {
  const probe = buildQueryRequest(options, "*").url.length;
  return "*" + " ".repeat(length - probe); // a space encodes as "+", one character each
}

test("a short query is a GET with query and $params in the URL", () => {
  const req = buildQueryRequest(base, "*[_type == $type && slug.current == $slug][0]", {
    type: "menuItem",
    slug: "carbonara",
  });
  expect(req.method).toBe("GET");
  const url = new URL(req.url);
  expect(url.pathname).toBe("/v2025-02-19/data/query/production");
  expect(url.searchParams.get("query")).toBe("*[_type == $type && slug.current == $slug][0]");
  expect(url.searchParams.get("$type")).toBe('"menuItem"');
  expect(url.searchParams.get("$slug")).toBe('"carbonara"');
  expect(req.body).toBeUndefined();
});

test("params are JSON-encoded, so numbers, arrays and strings with spaces survive", () => {
  const req = buildQueryRequest(base, "*[price < $max && _id in $ids]", { max: 12.5, ids: ["a", "b c"] });
  const url = new URL(req.url);
  expect(JSON.parse(url.searchParams.get("$max")!)).toBe(12.5);
  expect(JSON.parse(url.searchParams.get("$ids")!)).toEqual(["a", "b c"]);
});

describe("the 9000-character boundary", () => {
  test("a GET URL of exactly 9000 characters stays a GET", () => {
    const query = queryForUrlLength(base, MAX_GET_URL_LENGTH);
    const req = buildQueryRequest(base, query);
    expect(req.url.length).toBe(9000);
    expect(req.method).toBe("GET");
  });

  test("one character more is sent as a POST with a JSON body of query and params", () => {
    const query = queryForUrlLength(base, MAX_GET_URL_LENGTH + 1);
    const req = buildQueryRequest(base, query, { slug: "x" });
    expect(req.method).toBe("POST");
    expect(JSON.parse(req.body!)).toEqual({ query, params: { slug: "x" } });
    expect(req.headers["Content-Type"]).toBe("application/json");
    expect(new URL(req.url).searchParams.has("query")).toBe(false);
  });

  test("the length counted is the encoded URL's, params included", () => {
    const query = queryForUrlLength(base, MAX_GET_URL_LENGTH - 5);
    expect(buildQueryRequest(base, query).method).toBe("GET");
    // "é" encodes as %C3%A9: six characters of URL for one of text
    expect(buildQueryRequest(base, query, { q: "é" }).method).toBe("POST");
  });
});

describe("the cached endpoint", () => {
  test("is used for a GET when the cache is enabled", () => {
    expect(new URL(buildQueryRequest(base, "*").url).host).toBe("abc123.apicdn.sanity.io");
  });

  test("is not used when the cache is disabled", () => {
    expect(new URL(buildQueryRequest({ ...base, useCdn: false }, "*").url).host).toBe("abc123.api.sanity.io");
  });

  test("is not used for a long query (POST goes to the live API)", () => {
    const req = buildQueryRequest(base, queryForUrlLength(base, MAX_GET_URL_LENGTH + 1));
    expect(new URL(req.url).host).toBe("abc123.api.sanity.io");
  });
});

describe("headers and credentials", () => {
  test("Accept is JSON and there is no Authorization without a token", () => {
    const req = buildQueryRequest(base, "*");
    expect(req.headers.Accept).toBe("application/json");
    expect(req.headers).not.toHaveProperty("Authorization");
    expect(req.credentials).toBe("omit");
  });

  test("a configured token is sent as a bearer Authorization header", () => {
    const req = buildQueryRequest({ ...base, token: "sk-secret" }, "*");
    expect(req.headers.Authorization).toBe("Bearer sk-secret");
  });

  test("credentials are included only when configured", () => {
    expect(buildQueryRequest({ ...base, withCredentials: true }, "*").credentials).toBe("include");
  });

  test("the perspective travels in the URL, for GET and POST alike", () => {
    const opts = { ...base, perspective: "drafts" as const };
    expect(new URL(buildQueryRequest(opts, "*").url).searchParams.get("perspective")).toBe("drafts");
    const post = buildQueryRequest(opts, queryForUrlLength(opts, MAX_GET_URL_LENGTH + 1));
    expect(new URL(post.url).searchParams.get("perspective")).toBe("drafts");
  });
});

function fakeFetch(status: number, body: unknown): { calls: [string, RequestInit][]; fetch: typeof fetch } {
  const calls: [string, RequestInit][] = [];
  return {
    calls,
    fetch: async (url, init = {}) => {
      calls.push([String(url), init]);
      return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
    },
  };
}

test("the client reads the `result` field of the answer", async () => {
  const f = fakeFetch(200, { ms: 1, result: [{ _id: "a" }] });
  const client = createContentClient({ ...base, fetch: f.fetch });
  await expect(client.fetch("*[_id == $id]", { id: "a" })).resolves.toEqual([{ _id: "a" }]);
  expect(f.calls[0]![1].method).toBe("GET");
  expect(new Headers(f.calls[0]![1].headers).get("Accept")).toBe("application/json");
});

test("a non-2xx answer becomes a ContentError with the status and the service's message", async () => {
  const f = fakeFetch(400, { error: { type: "queryParseError", description: "unexpected token", start: 3, end: 4 } });
  const client = createContentClient({ ...base, fetch: f.fetch });
  const error = await client.fetch("*[").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentError);
  expect(error).toMatchObject({ status: 400, message: "unexpected token" });
});

test("a 401 keeps the service's message", async () => {
  const f = fakeFetch(401, { statusCode: 401, error: "Unauthorized", message: "Invalid token" });
  const error = await createContentClient({ ...base, fetch: f.fetch })
    .fetch("*")
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 401, message: "Invalid token" });
});

test("a 5xx answer or an answer without a result is 'unavailable' (503)", async () => {
  const down = createContentClient({ ...base, fetch: fakeFetch(502, "<html>bad gateway</html>").fetch });
  await expect(down.fetch("*")).rejects.toBeInstanceOf(ContentUnavailableError);
  const odd = createContentClient({ ...base, fetch: fakeFetch(200, { nothing: true }).fetch });
  const error = await odd.fetch("*").catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 503 });
});

test("a query over the service's time limit (408) or a rate limit (429) is 'unavailable' (503), with the service's message", async () => {
  for (const status of [408, 429]) {
    const f = fakeFetch(status, {
      statusCode: status,
      error: "Timeout",
      message: "Query exceeded the time limit of 2000 ms",
    });
    const error = await createContentClient({ ...base, fetch: f.fetch })
      .fetch("*")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect(error).toMatchObject({ status: 503, message: "Query exceeded the time limit of 2000 ms" });
  }
});

test("an unreachable service gives a clear error that names the origin, not a crash", async () => {
  const client = createContentClient({ ...base, apiUrl: "http://127.0.0.1:9", cdnUrl: "http://127.0.0.1:9" });
  const error = await client.fetch("*").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentUnavailableError);
  expect(error).toHaveProperty("message", expect.stringContaining("cannot be reached (http://127.0.0.1:9)"));
});

test("every request has a timeout", async () => {
  const hang: typeof fetch = async (_url, init) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    });
  const client = createContentClient({ ...base, timeoutMs: 100, fetch: hang });
  const error = await client.fetch("*").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentUnavailableError);
  expect(error).toHaveProperty("message", "The content service did not answer within 100 ms");
});

describe("over HTTP, without an injected fetch (undici's request API)", () => {
  /** A content service of a few lines: records what it was sent, answers with `reply`. */
  async function service(reply: (req: IncomingMessage, body: string, res: ServerResponse) => void) {
    const seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
        reply(req, body, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())), server };
  }
  const json = (res: ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(value));
  };

  test("a GET and a long query's POST reach the service with the protocol's headers, and their result is read", async () => {
    const s = await service((_req, body, res) =>
      json(res, 200, { ms: 0, result: body ? JSON.parse(body).params : "got" }),
    );
    try {
      const options = { ...base, apiUrl: s.url, cdnUrl: s.url, token: "sekret" };
      const client = createContentClient(options);
      await expect(client.fetch("*[_id == $id]", { id: "a" })).resolves.toBe("got");
      await expect(client.fetch(queryForUrlLength(options, MAX_GET_URL_LENGTH + 1), { id: "b" })).resolves.toEqual({
        id: "b",
      });
      expect(s.seen.map((r) => r.method)).toEqual(["GET", "POST"]);
      expect(new URL(s.seen[0]!.url, s.url).searchParams.get("$id")).toBe('"a"');
      expect(s.seen[1]!.headers["content-type"]).toBe("application/json");
      for (const r of s.seen) {
        expect(r.headers.accept).toBe("application/json");
        expect(r.headers.authorization).toBe("Bearer sekret");
      }
    } finally {
      await s.close();
    }
  });

  test("an error answer keeps its status and message; a 5xx is 'unavailable'", async () => {
    let status = 400;
    const s = await service((_req, _body, res) => json(res, status, { error: { description: "unexpected token" } }));
    try {
      const client = createContentClient({ ...base, apiUrl: s.url, cdnUrl: s.url });
      await expect(client.fetch("*[")).rejects.toMatchObject({
        name: "ContentError",
        status: 400,
        message: "unexpected token",
      });
      status = 502;
      await expect(client.fetch("*")).rejects.toBeInstanceOf(ContentUnavailableError);
    } finally {
      await s.close();
    }
  });

  test("a service that never answers, or stops halfway through its answer, is 'unavailable' within the time limit", async () => {
    const s = await service((req, _body, res) => {
      if (req.url?.includes("half")) {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.write('{"ms":0,"result":[');
      }
    });
    try {
      const client = createContentClient({ ...base, apiUrl: s.url, cdnUrl: s.url, timeoutMs: 150 });
      const silent = await client.fetch("*").catch((e: unknown) => e);
      expect(silent).toBeInstanceOf(ContentUnavailableError);
      expect(silent).toHaveProperty("message", "The content service did not answer within 150 ms");
      const half = await client.fetch('"half"').catch((e: unknown) => e);
      expect(half).toBeInstanceOf(ContentUnavailableError);
      expect(half).toHaveProperty("message", "The content service answered without a result");
    } finally {
      s.server.closeAllConnections();
      await s.close();
    }
  });

  test("a caller's signal stops the request", async () => {
    const s = await service(() => undefined);
    try {
      const client = createContentClient({ ...base, apiUrl: s.url, cdnUrl: s.url, timeoutMs: 5000 });
      const error = await client.fetch("*", {}, { signal: AbortSignal.timeout(50) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentUnavailableError);
      expect(error).toHaveProperty("message", expect.stringContaining("cannot be reached"));
    } finally {
      s.server.closeAllConnections();
      await s.close();
    }
  });
});
