/**
 * GET /v{apiVersion}/data/listen/{dataset}?query=…&$param=…: Content Lake's listener, server-sent
 * events as @sanity/client's `listen()` and the Studio read them. `welcome` first; then one
 * `mutation` event per document a transaction changed that matches the listener's filter before or
 * after it (`transition` appear, update or disappear), counted per listener (`transactionTotalEvents`,
 * `transactionCurrentEvent`); comment lines as heartbeats; `channelError` for a query that does not
 * parse. Events go out once the write is visible to queries (writer.ts), in commit order.
 *
 * A listener that asks for it (`enableResume=true`, as @sanity/client's option) resumes: reconnecting
 * with `Last-Event-ID` (or `lastEventId`), it gets `welcomeback` and the events it missed, read back
 * from the transaction log, or `reset` when they cannot be told (an id this database never had, or
 * more than MAX_RESUME_TRANSACTIONS transactions behind): it must then fetch its documents again. Its welcome
 * and heartbeats carry the log position, so a quiet listener can resume too. Without the option, a
 * reconnect is welcomed afresh, which the Studio takes as the sign to fetch again.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { evaluateSync, parse, type ExprNode } from "groq-js";
import { grantOf, type Tokens } from "./auth.ts";
import type { DatasetStore, LoadedDataset } from "./dataset.ts";
import { mendozaEffects } from "./effects.ts";
import { CORS_HEADERS, httpError } from "./http.ts";
import { isDraftId, isPublishedId, type SanityDocument } from "./perspectives.ts";
import type { Change } from "./store.ts";
import type { Commit, Writer } from "./writer.ts";

export const DEFAULT_HEARTBEAT_MS = 25_000;
const MAX_LISTENERS = 1000;
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** How far back a listener resumes; further, it is reset (a replay that long is a reload anyway). */
export const MAX_RESUME_TRANSACTIONS = 10_000;

/** A transaction as listeners see it: live from the writer or read back from the log. */
interface LoggedTransaction {
  id: string;
  timestamp: string;
  author: string;
  mutations: Record<string, unknown>[];
  changes: Change[];
}

interface Listener {
  dataset: string;
  tree: ExprNode;
  params: Record<string, unknown>;
  mayReadDrafts: boolean;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  effects: boolean;
  send(event: string, data: unknown, id?: string): void;
}

export interface ListenContext {
  store: DatasetStore;
  tokens: Tokens;
  writer: Writer;
  heartbeatMs?: number;
  resumeTransactions?: number;
}

const truthy = (url: URL, name: string, fallback: boolean) => {
  const value = url.searchParams.get(name);
  return value === null ? fallback : value === "true";
};

export class ListenHub {
  private readonly listeners = new Set<Listener>();
  private readonly closers = new Set<() => void>();
  private counter = 0;

  constructor(private readonly ctx: ListenContext) {
    ctx.writer.onCommit((commit) => this.dispatch(commit));
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, datasetName: string): Promise<void> {
    if (req.method !== "GET")
      throw httpError(405, `Method ${req.method} is not allowed here`, { Allow: "GET, OPTIONS" });
    const grant = grantOf(req, this.ctx.tokens);
    const dataset = await this.ctx.store.get(datasetName);
    if (!dataset) throw httpError(404, `Dataset "${datasetName}" not found`);
    if (this.listeners.size >= MAX_LISTENERS)
      throw httpError(503, "Too many listeners; try again shortly", { "Retry-After": "5" });

    res.writeHead(200, {
      ...CORS_HEADERS,
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    const send = (event: string, data: unknown, id?: string) => {
      if (res.writableEnded) return;
      res.write(`event: ${event}\n${id ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
    };

    let tree: ExprNode;
    const params: Record<string, unknown> = {};
    try {
      const query = url.searchParams.get("query");
      if (!query) throw new Error('Missing query: pass a GROQ filter as the "query" parameter');
      for (const [key, value] of url.searchParams) {
        if (!key.startsWith("$")) continue;
        if (!PARAM_NAME.test(key.slice(1))) throw new Error(`Invalid parameter name "${key.slice(0, 60)}"`);
        params[key.slice(1)] = JSON.parse(value) as unknown;
      }
      tree = parse(query, { params });
    } catch (error) {
      send("channelError", { message: (error as Error).message });
      res.end();
      return;
    }

    const listener: Listener = {
      dataset: datasetName,
      tree,
      params,
      mayReadDrafts: grant !== "public",
      includeResult: truthy(url, "includeResult", true),
      includePreviousRevision: truthy(url, "includePreviousRevision", false),
      includeMutations: truthy(url, "includeMutations", true),
      includeAllVersions: truthy(url, "includeAllVersions", false),
      effects: url.searchParams.get("effectFormat") === "mendoza",
      send,
    };
    const resumable = truthy(url, "enableResume", false);
    const heartbeat = setInterval(() => {
      if (res.writableEnded) return;
      // An id line moves the client's Last-Event-ID on to the log's position, without an event.
      const position = resumable ? this.position(dataset) : null;
      res.write(`${position ? `id: ${position}\n` : ""}:\n\n`);
    }, this.ctx.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
    heartbeat.unref();
    const close = () => {
      clearInterval(heartbeat);
      this.listeners.delete(listener);
      this.closers.delete(close);
      if (!res.writableEnded) res.end();
    };
    this.closers.add(close);
    req.once("close", close);
    res.once("error", close);
    // From here to joining the listeners nothing awaits, so no commit falls between the replay and the live events.
    const listenerName = `listener-${++this.counter}`;
    const header = req.headers["last-event-id"];
    const lastEventId = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get("lastEventId");
    if (!resumable) send("welcome", { listenerName });
    else if (!lastEventId) send("welcome", { listenerName }, this.position(dataset) ?? undefined);
    else {
      const missed = this.missed(listener, dataset, lastEventId);
      if (missed) {
        send("welcomeback", { listenerName });
        for (const [data, eventId] of missed) send("mutation", data, eventId);
      } else send("reset", {}, this.position(dataset) ?? undefined);
    }
    this.listeners.add(listener);
  }

  /** The id of the last transaction listeners have heard of, which a resuming listener starts after. */
  private position(dataset: LoadedDataset): string | null {
    try {
      return dataset.store.transactionIdAt(this.ctx.writer.announcedThrough(dataset));
    } catch {
      return null; // the database was closed (reopened or the service stopping)
    }
  }

  /**
   * The events a listener missed after `lastEventId` (`<transaction>` or `<transaction>#<document>`),
   * or null when they cannot be told.
   */
  private missed(
    listener: Listener,
    dataset: LoadedDataset,
    lastEventId: string,
  ): [Record<string, unknown>, string][] | null {
    const [txId, documentId, rest] = lastEventId.split("#");
    if (!txId || rest !== undefined) return null;
    const through = this.ctx.writer.announcedThrough(dataset);
    const from = dataset.store.seqOf(txId);
    if (from === null || from > through || through - from > (this.ctx.resumeTransactions ?? MAX_RESUME_TRANSACTIONS))
      return null;
    const [last, ...later] = dataset.store
      .committedBetween(from - 1, through)
      .map((tx) => this.events(listener, { ...tx, mutations: tx.mutations as Record<string, unknown>[] }));
    if (!last) return null;
    let seen = 0;
    if (documentId !== undefined) {
      seen = last.findIndex(([, eventId]) => eventId === lastEventId) + 1;
      if (seen === 0) return null; // not an event this listener had: its filter is another one
    } else seen = last.length;
    return [...last.slice(seen), ...later.flat()];
  }

  /** Ends every stream (the service is closing): clients reconnect to whoever serves next. */
  close(): void {
    for (const close of [...this.closers]) close();
  }

  private matches(listener: Listener, doc: SanityDocument | null): boolean {
    if (!doc) return false;
    try {
      const result = evaluateSync(listener.tree, { dataset: [doc], params: listener.params }).data;
      return Array.isArray(result) ? result.length > 0 : Boolean(result);
    } catch {
      return false;
    }
  }

  private visible(listener: Listener, id: string): boolean {
    if (isPublishedId(id)) return true;
    if (!listener.mayReadDrafts) return false;
    return isDraftId(id) || listener.includeAllVersions;
  }

  private dispatch(commit: Commit): void {
    const tx: LoggedTransaction = { ...commit.tx, author: commit.author };
    for (const listener of this.listeners) {
      if (listener.dataset !== commit.dataset.name) continue;
      for (const [data, eventId] of this.events(listener, tx)) listener.send("mutation", data, eventId);
    }
  }

  /** A transaction's mutation events for one listener, with their ids. */
  private events(listener: Listener, tx: LoggedTransaction): [Record<string, unknown>, string][] {
    const events = tx.changes.flatMap((change) => {
      if (!this.visible(listener, change.id)) return [];
      const before = this.matches(listener, change.before);
      const after = this.matches(listener, change.after);
      if (!before && !after) return [];
      return [
        {
          change,
          transition:
            before && after ? "update"
            : after ? "appear"
            : "disappear",
        },
      ];
    });
    return events.map(({ change, transition }, index) => {
      const eventId = `${tx.id}#${change.id}`;
      return [
        {
          eventId,
          documentId: change.id,
          transactionId: tx.id,
          transition,
          identity: tx.author,
          ...(listener.includeMutations ?
            { mutations: tx.mutations.filter((mutation) => touches(mutation, change.id)) }
          : {}),
          ...(listener.includeResult && change.after ? { result: change.after } : {}),
          ...(listener.includePreviousRevision && change.before ? { previous: change.before } : {}),
          ...(listener.effects ? { effects: mendozaEffects(change.before, change.after) } : {}),
          previousRev: change.before?._rev,
          resultRev: tx.id,
          timestamp: tx.timestamp,
          visibility: "query",
          transactionTotalEvents: events.length,
          transactionCurrentEvent: index + 1,
        },
        eventId,
      ];
    });
  }
}

/** Whether an applied mutation (its selection resolved to ids) concerns document `id`. */
function touches(mutation: Record<string, unknown>, id: string): boolean {
  const value = Object.values(mutation)[0] as { _id?: string; id?: string } | undefined;
  return value?._id === id || value?.id === id;
}
