/**
 * The Studio's local login and what the Studio asks besides the data API (decision 0082): the
 * password page sends a token back to the Studio's origin only, the token writes and is stored
 * hashed, a wrong password is refused and then rate-limited, and /users/me, the ACL, the project,
 * the features, users by id and key-value settings answer as sanity 4.22 reads them.
 */
import { readFileSync, readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { createClient } from "@sanity/client";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createFixtureData, type FixtureData } from "./fixtures/fixture-data.ts";
import { startContentService, type ContentService } from "./service.ts";
import { EDITOR_ID } from "./studio-api.ts";

const PASSWORD = "correct horse battery staple";
const STUDIO = "http://localhost:7000";
let fixture: FixtureData;
let service: ContentService;

beforeAll(async () => {
  fixture = await createFixtureData();
  service = await startContentService({
    port: 0,
    dataDir: fixture.dataDir,
    cacheDir: fixture.cacheDir,
    dbDir: fixture.dbDir,
    editorPassword: PASSWORD,
    studioOrigins: [STUDIO],
    logger: { info() {}, warn() {}, error() {} },
  });
});

afterAll(async () => {
  await service?.close();
  await fixture?.cleanup();
});

/** A login POST from a loopback address of the test's choosing (the rate limit is per client address). */
function logIn(password: string, origin = `${STUDIO}/studio`, from = "127.0.0.1"): Promise<Response> {
  const body = new URLSearchParams({ password, origin }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      `${service.url}/auth/login`,
      {
        method: "POST",
        localAddress: from,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === "string") headers.set(name, value);
          resolve(
            new Response(res.statusCode === 303 ? null : Buffer.concat(chunks), { status: res.statusCode!, headers }),
          );
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function tokenFrom(response: Response): Promise<string> {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location")!);
  expect(location.origin + location.pathname).toBe(`${STUDIO}/studio`);
  const token = /^#token=(.+)$/.exec(location.hash)?.[1];
  expect(token?.length).toBeGreaterThanOrEqual(32);
  return token!;
}

const api = (path: string, token?: string, init: RequestInit = {}) =>
  fetch(`${service.url}/v2021-06-07${path}`, {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
  });

test("the login page shows a password form that posts back with the Studio's address", async () => {
  const response = await fetch(
    `${service.url}/auth/login?origin=${encodeURIComponent(`${STUDIO}/studio`)}&projectId=salone&withSid=true`,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  const html = await response.text();
  expect(html).toContain('type="password"');
  expect(html).toContain(`value="${STUDIO}/studio"`);
});

test("a login for an address that is not the Studio's is refused before any password is read", async () => {
  for (const origin of ["https://evil.example/studio", "not a url", ""]) {
    const page = await fetch(`${service.url}/auth/login?origin=${encodeURIComponent(origin)}`);
    expect(page.status).toBe(400);
    const post = await logIn(PASSWORD, origin);
    expect(post.status).toBe(400);
    expect(post.headers.get("location")).toBeNull();
    expect(await post.text()).not.toContain("token");
  }
});

test("the right password gives a token that is the editor's, may write, and is stored only hashed", async () => {
  const token = await tokenFrom(await logIn(PASSWORD));
  const me = (await (await api("/users/me", token)).json()) as { id: string; roles: { name: string }[] };
  expect(me.id).toBe(EDITOR_ID);
  expect(me.roles.map((r) => r.name)).toEqual(["administrator"]);

  const client = createClient({
    projectId: "salone",
    dataset: "production",
    apiVersion: "2025-02-19",
    useCdn: false,
    apiHost: service.url,
    useProjectHostname: false,
    token,
  });
  await client.patch("item-burrata").set({ price: 17 }).commit();
  expect((await client.getDocument("item-burrata"))?.price).toBe(17);

  // The database beside the content holds the token's hash, never the token.
  const files = readdirSync(fixture.dbDir).filter((name) => name.startsWith("editor.sqlite"));
  expect(files.length).toBeGreaterThan(0);
  for (const name of files) expect(readFileSync(join(fixture.dbDir, name)).includes(token)).toBe(false);

  // Logged out, the token no longer works.
  expect((await api("/auth/logout", token, { method: "POST" })).status).toBe(200);
  expect((await api("/users/me", token)).status).toBe(401);
});

test("without a token /users/me is empty (the Studio shows its login) and the editor's endpoints are 401", async () => {
  expect(await (await api("/users/me")).json()).toEqual({});
  for (const path of [
    "/projects/salone",
    "/projects/salone/datasets/production/acl",
    `/users/${EDITOR_ID}`,
    "/users/me/keyvalue/a",
  ]) {
    const response = await api(path);
    expect(response.status, path).toBe(401);
    expect(await response.text()).not.toMatch(/at \w+ \(/);
  }
});

test("a wrong password is refused, and after five in a minute even the right one waits", async () => {
  const from = "127.0.0.7";
  for (let i = 0; i < 5; i++) {
    const response = await logIn("wrong password!", undefined, from);
    expect(response.status).toBe(401);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("Wrong password.");
  }
  const limited = await logIn(PASSWORD, undefined, from);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(limited.headers.get("location")).toBeNull();
  // Another client is not held back by the first one's failures.
  await tokenFrom(await logIn(PASSWORD, undefined, "127.0.0.8"));
});

test("the project, its ACL, features, users and key-value settings answer as the Studio reads them", async () => {
  const token = await tokenFrom(await logIn(PASSWORD, undefined, "127.0.0.9"));
  const project = (await (await api("/projects/salone", token)).json()) as { id: string; members: { id: string }[] };
  expect(project.id).toBe("salone");
  expect(project.members.map((m) => m.id)).toEqual([EDITOR_ID]);
  expect((await api("/projects/other", token)).status).toBe(404);

  const acl = (await (await api("/projects/salone/datasets/production/acl", token)).json()) as {
    filter: string;
    permissions: string[];
  }[];
  expect(acl).toEqual([
    {
      filter: "_id in path('**')",
      permissions: expect.arrayContaining(["read", "update", "create", "history"]) as string[],
    },
  ]);
  expect(await (await api("/features", token)).json()).toEqual([]);

  expect(((await (await api(`/users/${EDITOR_ID}`, token)).json()) as { id: string }).id).toBe(EDITOR_ID);
  expect(await (await api(`/users/${EDITOR_ID},p-nobody`, token)).json()).toHaveLength(1);

  const put = await api("/users/me/keyvalue", token, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify([{ key: "studio.pane", value: { width: 3 } }]),
  });
  expect(await put.json()).toEqual([{ key: "studio.pane", value: { width: 3 } }]);
  expect(await (await api("/users/me/keyvalue/studio.pane,unset", token)).json()).toEqual([
    { key: "studio.pane", value: { width: 3 } },
    { key: "unset", value: null },
  ]);
  const bad = await api("/users/me/keyvalue", token, { method: "PUT", body: "{not json" });
  expect(bad.status).toBe(400);
});

test("the Studio's origin may send credentials; any other origin gets the public *, which cannot", async () => {
  const fromStudio = await fetch(`${service.url}/v2021-06-07/users/me`, { headers: { Origin: STUDIO } });
  expect(fromStudio.headers.get("access-control-allow-origin")).toBe(STUDIO);
  expect(fromStudio.headers.get("access-control-allow-credentials")).toBe("true");
  const preflight = await fetch(`${service.url}/v2021-06-07/users/me`, {
    method: "OPTIONS",
    headers: {
      Origin: STUDIO,
      "Access-Control-Request-Method": "GET",
      "Access-Control-Request-Headers": "authorization",
    },
  });
  expect(preflight.headers.get("access-control-allow-origin")).toBe(STUDIO);
  expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
  const elsewhere = await fetch(`${service.url}/v2021-06-07/users/me`, { headers: { Origin: "https://evil.example" } });
  expect(elsewhere.headers.get("access-control-allow-origin")).toBe("*");
  expect(elsewhere.headers.get("access-control-allow-credentials")).toBeNull();
});

test("Sanity's own services answer quietly offline: telemetry refused, nothing announced, nothing scheduled", async () => {
  expect(await (await api("/intake/telemetry-status")).json()).toEqual({ status: "denied" });
  expect(await (await api("/journey/announcements")).json()).toEqual([]);
  expect(await (await api("/schedules/salone/production")).json()).toEqual({ schedules: [] });
  expect((await api("/journey/../../etc")).status).toBe(404);
});
