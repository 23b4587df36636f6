/**
 * What the Studio asks of Sanity besides the data API, answered for the one local editor: who is
 * logged in (/users/me, with a role), the dataset's ACL, the project, its features (none), the
 * editor's key-value settings, users by id, /ping and logout. This is Sanity's private contract for
 * the Studio, read from sanity 4.22's source (decision 0082); a newer Studio may ask for more.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type Database from "better-sqlite3";
import { grantOf, type Tokens } from "./auth.ts";
import { bearerToken, httpError, readBody, sendJson } from "./http.ts";
import { checkDocumentId } from "./mutate.ts";

export const EDITOR_ID = "p-salone-editor";
const ROLE = {
  name: "administrator",
  title: "Administrator",
  description: "The venue's editor: reads and writes everything.",
};
const EDITOR = {
  id: EDITOR_ID,
  name: "Salone editor",
  email: "editor@salone.localhost",
  provider: "local",
  roles: [ROLE],
  role: ROLE.name,
  profileImage: null,
};
const PERMISSIONS = ["history", "read", "update", "create", "manage"];

const API = "/v(?:1|X|\\d{4}-\\d{2}-\\d{2})";
const PATHS = {
  me: new RegExp(`^${API}/users/me/?$`),
  keyvalue: new RegExp(`^${API}/users/me/keyvalue(?:/([^/]+))?/?$`),
  users: new RegExp(`^${API}/users/([^/]+)/?$`),
  acl: new RegExp(`^${API}/projects/([^/]+)/datasets/([^/]+)/acl/?$`),
  features: new RegExp(`^${API}/(?:projects/[^/]+/)?features/?$`),
  project: new RegExp(`^${API}/projects/([^/]+)/?$`),
  ping: new RegExp(`^${API}/(?:data/)?ping(?:/[^/]+)?/?$`),
  userApplications: new RegExp(`^${API}/projects/([^/]+)/user-applications/?$`),
  datasets: new RegExp(`^${API}/projects/([^/]+)/datasets/?$`),
  references: new RegExp(`^${API}/data/references/([^/]+)/documents/([^/]+)/to/?$`),
  telemetryStatus: new RegExp(`^${API}/intake/telemetry-status/?$`),
  telemetryBatch: new RegExp(`^${API}/intake/batch/?$`),
  announcements: new RegExp(`^${API}/journey/announcements/?$`),
  journey: new RegExp(`^${API}/journey/[a-z-]+/?$`),
  help: new RegExp(`^${API}/help/?$`),
  schedules: new RegExp(`^${API}/schedules/[^/]+/[^/]+/?$`),
  logout: new RegExp(`^${API}/auth/logout/?$`),
};

export interface StudioApiContext {
  projectId: string;
  /** The dataset the service holds. */
  dataset: string;
  tokens: Tokens;
  /** Where the key-value settings live (the sessions' database). */
  db: Database.Database;
  revoke(token: string): void;
}

/** Answers the request when it is one of the Studio's; false when it is not (the data API's). */
export async function handleStudioApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: StudioApiContext,
): Promise<boolean> {
  if (PATHS.ping.test(path)) return done(res, 200, "PONG");
  // Sanity's own services, which a local Studio has nothing to do with: telemetry refused, nothing
  // to announce, no trial, no scheduled publishing, no help links; answered so the Studio stays quiet.
  if (PATHS.telemetryStatus.test(path)) return done(res, 200, { status: "denied" });
  if (PATHS.telemetryBatch.test(path)) return done(res, 200, {});
  if (PATHS.announcements.test(path)) return done(res, 200, []);
  if (PATHS.journey.test(path) || PATHS.help.test(path)) return done(res, 200, {});
  if (PATHS.schedules.test(path)) return done(res, 200, { schedules: [] });
  if (PATHS.logout.test(path)) {
    if (req.method !== "POST") throw httpError(405, "Logout is a POST");
    const token = bearerToken(req);
    if (token) ctx.revoke(token);
    return done(res, 200, { ok: true });
  }
  if (PATHS.me.test(path)) {
    // Logged out: an empty object, as Sanity answers (the Studio then shows its login).
    return done(res, 200, grantOf(req, ctx.tokens) === "write" ? EDITOR : {});
  }
  let match = PATHS.keyvalue.exec(path);
  if (match) return keyValue(req, res, match[1], ctx);
  const editor = () => {
    if (grantOf(req, ctx.tokens) !== "write") throw httpError(401, "Log in to the Studio first");
  };
  if ((match = PATHS.users.exec(path))) {
    editor();
    const ids = decodeURIComponent(match[1]!).split(",");
    const found = ids.filter((id) => id === EDITOR_ID).map(() => EDITOR);
    return done(res, 200, ids.length === 1 ? (found[0] ?? null) : found);
  }
  if ((match = PATHS.acl.exec(path))) {
    editor();
    if (match[1] !== ctx.projectId) throw httpError(404, "No such project");
    return done(res, 200, [{ filter: "_id in path('**')", permissions: PERMISSIONS }]);
  }
  if (PATHS.features.test(path)) return done(res, 200, []);
  // No Studio deployed on Sanity's hosting, and no comments dataset beside this one: the Studio then
  // offers neither the links between studios nor comments, and says nothing.
  if ((match = PATHS.userApplications.exec(path))) {
    editor();
    if (match[1] !== ctx.projectId) throw httpError(404, "No such project");
    return done(res, 200, []);
  }
  // References to a document from other datasets and projects: a local Content Lake has one
  // dataset, so none (the Studio asks before it unpublishes or deletes; its own dataset's it queries).
  if ((match = PATHS.references.exec(path))) {
    editor();
    let id: string;
    try {
      id = decodeURIComponent(match[2]!);
      checkDocumentId(id);
    } catch {
      throw httpError(400, "Invalid document ID");
    }
    if (decodeURIComponent(match[1]!) !== ctx.dataset) throw httpError(404, "No such dataset");
    if (!/[?&]excludeInternalReferences=true(?:&|$)/.test(req.url ?? "")) {
      throw httpError(
        400,
        "Only references from other datasets are answered here (excludeInternalReferences=true); query references() for this one's",
      );
    }
    return done(res, 200, { totalCount: 0, references: [] });
  }
  if ((match = PATHS.datasets.exec(path)) && /[?&]datasetProfile=comments(?:&|$)/.test(req.url ?? "")) {
    editor();
    if (match[1] !== ctx.projectId) throw httpError(404, "No such project");
    return done(res, 200, []);
  }
  if ((match = PATHS.project.exec(path))) {
    editor();
    if (match[1] !== ctx.projectId) throw httpError(404, "No such project");
    return done(res, 200, {
      id: ctx.projectId,
      displayName: "Salone",
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      isDisabledByUser: false,
      metadata: {},
      features: [],
      members: [{ id: EDITOR_ID, role: ROLE.name, roles: [ROLE], isRobot: false, isCurrentUser: true }],
    });
  }
  return false;
}

async function keyValue(
  req: IncomingMessage,
  res: ServerResponse,
  keys: string | undefined,
  ctx: StudioApiContext,
): Promise<true> {
  if (grantOf(req, ctx.tokens) !== "write") throw httpError(401, "Log in to the Studio first");
  ctx.db.exec("CREATE TABLE IF NOT EXISTS keyvalue (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  if (req.method === "GET" && keys) {
    const get = ctx.db.prepare<[string], { value: string }>("SELECT value FROM keyvalue WHERE key = ?");
    const pairs = decodeURIComponent(keys)
      .split(",")
      .map((key) => ({ key, value: JSON.parse(get.get(key)?.value ?? "null") as unknown }));
    return done(res, 200, pairs);
  }
  if (req.method === "PUT" && !keys) {
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, 256 * 1024)).toString("utf8"));
    } catch {
      throw httpError(400, "The body must be JSON: [{key, value}]");
    }
    if (
      !Array.isArray(body) ||
      !body.every((p) => typeof p?.key === "string" && p.key.length > 0 && p.key.length <= 200)
    ) {
      throw httpError(400, "The body must be [{key, value}] with string keys");
    }
    const put = ctx.db.prepare(
      "INSERT INTO keyvalue (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    );
    const pairs = (body as { key: string; value: unknown }[]).map(({ key, value }) => ({ key, value: value ?? null }));
    for (const { key, value } of pairs) put.run(key, JSON.stringify(value));
    return done(res, 200, pairs);
  }
  throw httpError(405, "Key-value settings: GET /users/me/keyvalue/<keys> or PUT /users/me/keyvalue");
}

function done(res: ServerResponse, status: number, body: unknown): true {
  sendJson(res, status, body);
  return true;
}
