/**
 * Graceful shutdown: on SIGTERM the server stops accepting connections, lets in-flight requests
 * finish (here one waiting on a slow content service), then exits 0.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startContentService, startSite } from "../tests/e2e/support/stack";
import { ensureBuilt, eventually, groq, rawRequest, type Service } from "../tests/support/server";

const DELAY_MS = 1500;
let content: Service;
let site: Service;
let slowProxy: Server;
let queryArrived: () => void = () => undefined;

beforeAll(async () => {
  await ensureBuilt();
  content = await startContentService();
  // A content service that answers, but slowly: requests to the site stay in flight for a while.
  slowProxy = createServer((req, res) => {
    queryArrived();
    setTimeout(() => {
      const upstream = httpRequest(
        `${content.url}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
    }, DELAY_MS);
  });
  await new Promise<void>((resolve) => slowProxy.listen(0, "127.0.0.1", () => resolve()));
  const port = (slowProxy.address() as { port: number }).port;
  site = await startSite(`http://127.0.0.1:${port}`, { SANITY_TIMEOUT_MS: "10000" });
});

afterAll(async () => {
  await site?.stop();
  await content?.stop();
  await new Promise((resolve) => slowProxy?.close(resolve));
});

test("SIGTERM lets in-flight requests finish, refuses new ones, and exits 0", async () => {
  const slug = await groq<string>(content.url, `*[_type == "article" && defined(slug.current)][0].slug.current`);
  const arrived = new Promise<void>((resolve) => (queryArrived = resolve));
  const inFlight = rawRequest(site.url, `/en/journal/${slug}`);
  // The request is inside the server, waiting on the slow content service.
  await arrived;
  const exited = new Promise<number | null>((resolve) => site.child.once("exit", (code) => resolve(code)));
  site.child.kill("SIGTERM");
  await eventually(async () => expect(site.output()).toMatch(/SIGTERM: finishing in-flight requests/));

  await expect(rawRequest(site.url, "/en")).rejects.toThrow(/ECONNREFUSED|ECONNRESET|socket hang up/);
  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(res.body).toMatch(/<\/html>$/);
  const answeredAt = Date.now();
  expect(await exited).toBe(0);
  // Idle keep-alive connections do not hold the exit back.
  expect(Date.now() - answeredAt).toBeLessThan(2000);
});
