/**
 * Document history, as the Studio's review changes and "restore" read it:
 * - GET /v{apiVersion}/data/history/{dataset}/documents/{ids}?revision=<rev> | ?time=<ISO 8601>:
 *   `{"documents": [...]}`, each document as it was at that revision (or time);
 * - GET /v{apiVersion}/data/history/{dataset}/transactions/{ids}?…: NDJSON, one line per transaction
 *   that touched any of the documents (`id`, `timestamp`, `author`, `documentIDs`, `mutations` unless
 *   excludeMutations or excludeContent, `effects` by document with effectFormat=mendoza, also with
 *   excludeContent, as the Studio asks for them), oldest
 *   first (`reverse=true`: newest first), within fromTransaction/toTransaction and fromTime/toTime,
 *   at most `limit`;
 * - GET /v{apiVersion}/data/history/{dataset}/events/documents/{id}: the group's events, as the
 *   Studio's timeline reads them (history-events.ts).
 * History needs a token, as in Content Lake.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { grantOf, type Tokens } from "./auth.ts";
import type { DatasetStore } from "./dataset.ts";
import { mendozaEffects } from "./effects.ts";
import { CORS_HEADERS, httpError, sendJson } from "./http.ts";
import { checkDocumentId } from "./mutate.ts";
import { documentEvents, eventsPage } from "./history-events.ts";

const MAX_TRANSACTIONS = 10_000;

export interface HistoryContext {
  store: DatasetStore;
  tokens: Tokens;
}

function ids(raw: string): string[] {
  const list = raw.split(",").filter(Boolean);
  if (!list.length || list.length > 100) throw httpError(400, "Name 1 to 100 document ids");
  for (const id of list) {
    try {
      checkDocumentId(id);
    } catch {
      throw httpError(400, `Invalid document ID ${JSON.stringify(id.slice(0, 140))}`);
    }
  }
  return list;
}

function time(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw httpError(400, `"${name}" must be a date and time (ISO 8601)`);
  return new Date(ms).toISOString();
}

export async function handleHistory(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: { dataset: string; kind: string; ids: string },
  ctx: HistoryContext,
): Promise<void> {
  if (req.method !== "GET") throw httpError(405, `Method ${req.method} is not allowed here`, { Allow: "GET, OPTIONS" });
  if (grantOf(req, ctx.tokens) === "public") throw httpError(401, "Document history needs a token");
  const dataset = await ctx.store.get(route.dataset);
  if (!dataset) throw httpError(404, `Dataset "${route.dataset}" not found`);
  const { store } = dataset;
  const wanted = ids(route.ids);

  if (route.kind === "events/documents") {
    if (wanted.length !== 1) throw httpError(400, "History events are asked for one document at a time");
    const { limit, cursor } = eventsPage(url);
    const { events, nextCursor } = documentEvents(store, wanted[0]!, limit, cursor);
    sendJson(res, 200, { events: { [wanted[0]!]: events }, nextCursor });
    return;
  }
  if (route.kind === "documents") {
    const revision = url.searchParams.get("revision");
    const at = time(url, "time");
    if (!revision && !at) throw httpError(400, 'Give a "revision" or a "time"');
    const documents = wanted.flatMap((id) => {
      const doc = revision ? store.documentAtRevision(id, revision) : store.documentAt(id, store.seqAt(at!));
      return doc ? [doc] : [];
    });
    sendJson(res, 200, { documents });
    return;
  }
  if (route.kind !== "transactions") throw httpError(404, `No such history endpoint: ${route.kind}`);

  const seqOf = (name: string) => {
    // The Studio sends an empty one for "from the start", and names a seeded document's revision
    // (the dataset's own `_rev`, which no transaction here is called) as the transaction that wrote it.
    const id = url.searchParams.get(name);
    if (id === null || id === "") return undefined;
    const seq = store.seqOf(id) ?? store.seqOfRevision(id);
    if (seq === null) throw httpError(404, `Transaction "${id.slice(0, 128)}" not found`);
    return seq;
  };
  const fromTime = time(url, "fromTime");
  const toTime = time(url, "toTime");
  const limitRaw = url.searchParams.get("limit");
  const limit = limitRaw === null ? MAX_TRANSACTIONS : Number(limitRaw);
  if (!Number.isInteger(limit) || limit < 1) throw httpError(400, '"limit" must be a positive whole number');
  const excludeContent = url.searchParams.get("excludeContent") === "true";
  const excludeMutations = excludeContent || url.searchParams.get("excludeMutations") === "true";
  // The Studio asks for effects with excludeContent=true and reads them (its history and review changes).
  const effects = url.searchParams.get("effectFormat") === "mendoza";
  let list = store
    .transactions(wanted, {
      fromSeq: seqOf("fromTransaction") ?? 0,
      toSeq: seqOf("toTransaction") ?? Number.MAX_SAFE_INTEGER,
      limit: MAX_TRANSACTIONS,
    })
    .filter((tx) => (!fromTime || tx.timestamp >= fromTime) && (!toTime || tx.timestamp <= toTime));
  if (url.searchParams.get("reverse") === "true") list = list.reverse();
  list = list.slice(0, Math.min(limit, MAX_TRANSACTIONS));

  res.writeHead(200, {
    ...CORS_HEADERS,
    "Content-Type": "application/x-ndjson; charset=utf-8",
    "Cache-Control": "no-store",
  });
  for (const tx of list) {
    const line = {
      id: tx.id,
      timestamp: tx.timestamp,
      author: tx.author,
      documentIDs: tx.documentIds,
      ...(excludeMutations ? {} : { mutations: tx.mutations }),
      ...(effects ?
        {
          effects: Object.fromEntries(
            tx.documentIds
              .filter((id) => wanted.includes(id))
              .map((id) => [id, mendozaEffects(store.documentAt(id, tx.seq - 1), store.documentAt(id, tx.seq))]),
          ),
        }
      : {}),
    };
    res.write(`${JSON.stringify(line)}\n`);
  }
  res.end();
}
