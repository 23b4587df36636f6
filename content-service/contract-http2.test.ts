/**
 * One port, plain HTTP and TLS: the site and scripts keep plain HTTP/1.1, a browser's Studio gets
 * HTTP/2 over the service's own certificate, where its many listen streams share one connection
 * (decision 0084). The certificate is made once, kept, and covers the Studio's host.
 */
import { X509Certificate } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from "node:http2";
import { request as httpsRequest } from "node:https";
import { join } from "node:path";
import { connect as tlsConnect } from "node:tls";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";

const WRITE_TOKEN = "http2-write-token-0123456789";
const STUDIO = "http://localhost:7000";

let fixture: FixtureData;
let service: ContentService;
let tlsDir: string;
let ca: string;

beforeAll(async () => {
  fixture = await createFixtureData();
  tlsDir = join(fixture.dbDir, "tls");
  service = await startContentService({
    port: 0,
    dataDir: fixture.dataDir,
    cacheDir: fixture.cacheDir,
    dbDir: fixture.dbDir,
    tlsDir,
    writeToken: WRITE_TOKEN,
    studioOrigins: [STUDIO],
    logger: { info() {}, warn() {}, error() {} },
  });
  ca = readFileSync(join(tlsDir, "localhost-cert.pem"), "utf8");
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

/** An HTTP/2 session to the Studio's host, trusting the service's certificate and nothing else. */
function session(): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const client = connect(`https://127.0.0.1:${service.port}`, { ca, servername: "salone.localhost" });
    client.once("connect", () => resolve(client));
    client.once("error", reject);
  });
}

function get(
  client: ClientHttp2Session,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = client.request({ ":path": path, ...headers });
    let body = "";
    let responseHeaders: IncomingHttpHeaders = {};
    stream.setEncoding("utf8");
    stream.on("response", (h) => (responseHeaders = h));
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("end", () => resolve({ headers: responseHeaders, body }));
    stream.on("error", reject);
  });
}

test("plain HTTP and HTTP/2 over TLS are answered on the same port", async () => {
  const plain = await fetch(
    `${service.url}/v2025-02-19/data/query/production?query=count(*%5B_type%3D%3D%22menuItem%22%5D)`,
  );
  expect(plain.status).toBe(200);
  const count = ((await plain.json()) as { result: number }).result;
  expect(count).toBeGreaterThan(0);

  const client = await session();
  try {
    expect(client.alpnProtocol).toBe("h2");
    const { headers, body } = await get(
      client,
      "/v2025-02-19/data/query/production?query=count(*%5B_type%3D%3D%22menuItem%22%5D)",
      { origin: STUDIO },
    );
    expect(headers[":status"]).toBe(200);
    expect((JSON.parse(body) as { result: number }).result).toBe(count);
    // The Studio's origin gets its CORS answer over HTTP/2 as over HTTP/1.1.
    expect(headers["access-control-allow-origin"]).toBe(STUDIO);
    expect(headers["access-control-allow-credentials"]).toBe("true");
  } finally {
    client.close();
  }
});

test("a client that offers no HTTP/2 gets HTTP/1.1 over TLS", async () => {
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port: service.port,
        path: "/v2025-02-19/data/query/production?query=1",
        ca,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
      },
    );
    req.on("error", reject);
    req.end();
  });
  expect(status).toBe(200);
});

test("forty listen streams share one HTTP/2 connection, each welcomed and each told of a write", async () => {
  const client = await session();
  const auth = { authorization: `Bearer ${WRITE_TOKEN}` };
  try {
    const streams = Array.from({ length: 40 }, (_, i) => {
      const stream = client.request({
        ":path": `/v2025-02-19/data/listen/production?query=${encodeURIComponent("*[_id == $id]")}&%24id=%22menuItem-h2%22&tag=n${i}`,
        ...auth,
      });
      stream.setEncoding("utf8");
      let text = "";
      const welcomed = new Promise<void>((resolve) =>
        stream.on("data", (chunk: string) => ((text += chunk), text.includes("event: welcome") && resolve())),
      );
      const mutated = new Promise<void>((resolve) =>
        stream.on("data", () => text.includes("event: mutation") && resolve()),
      );
      const status = new Promise<number | undefined>((resolve) => stream.on("response", (h) => resolve(h[":status"])));
      return { stream, welcomed, mutated, status };
    });
    expect(await Promise.all(streams.map((s) => s.status))).toEqual(Array(40).fill(200));
    await Promise.all(streams.map((s) => s.welcomed));

    const write = await fetch(`${service.url}/v2025-02-19/data/mutate/production?visibility=sync`, {
      method: "POST",
      headers: { authorization: `Bearer ${WRITE_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({
        mutations: [{ createOrReplace: { _id: "menuItem-h2", _type: "menuItem", title: { it: "Prova" } } }],
      }),
    });
    expect(write.status).toBe(200);
    await Promise.all(streams.map((s) => s.mutated));
    for (const { stream } of streams) stream.close();
  } finally {
    client.close();
  }
});

test("the certificate covers the Studio's host, its key is the owner's alone, and a second start keeps it", async () => {
  const x509 = new X509Certificate(ca);
  expect(x509.checkHost("salone.localhost")).toBe("salone.localhost");
  expect(x509.checkHost("localhost")).toBe("localhost");
  expect(x509.fingerprint256).toBe(service.tlsFingerprint);
  expect(statSync(join(tlsDir, "localhost-key.pem")).mode & 0o077).toBe(0);

  const again = await startContentService({
    port: 0,
    dataDir: fixture.dataDir,
    dbDir: fixture.dbDir,
    tlsDir,
    logger: { info() {}, warn() {}, error() {} },
  });
  try {
    expect(again.tlsFingerprint).toBe(service.tlsFingerprint);
  } finally {
    await again.close();
  }
});

test("a handshake the client refuses leaves the service answering", async () => {
  // A client that does not trust the certificate hangs up in the handshake, as a browser does
  // before its editor accepts it.
  const refused = await new Promise<string>((resolve) => {
    const socket = tlsConnect({ host: "127.0.0.1", port: service.port, servername: "localhost" });
    socket.once("error", (error: Error & { code?: string }) => resolve(error.code ?? error.message));
    socket.once("secureConnect", () => resolve("connected"));
  });
  expect(refused).toBe("DEPTH_ZERO_SELF_SIGNED_CERT");
  expect((await fetch(`${service.url}/v2025-02-19/data/query/production?query=1`)).status).toBe(200);
});
