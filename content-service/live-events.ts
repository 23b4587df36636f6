/**
 * GET /v{apiVersion}/data/live/events/{dataset}: Sanity's Live Content API stream, as
 * @sanity/client's `live.events()` reads it. The Studio's Presentation tool opens it as soon as it
 * draws, and an answer other than 200 makes the tool throw ("The presentation tool crashed").
 *
 * Sanity sends a `message` event naming the sync tags a change touched, for clients that fetched
 * with those tags. This service puts no sync tags on its query results, so no client could match
 * one: the stream says `welcome` and keeps the connection alive with comment lines, which is all
 * a client of this service can use. The Presentation tool's frame learns of edits another way (the
 * Studio's own listener, over its channel to the page).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { grantOf, type Tokens } from "./auth.ts";
import type { DatasetStore } from "./dataset.ts";
import { CORS_HEADERS, httpError } from "./http.ts";

const DEFAULT_HEARTBEAT_MS = 25_000;
/** A stream ends itself after this long (Sanity's clients reconnect on their own, as after a restart). */
const MAX_STREAM_MS = 30 * 60_000;

export interface LiveEventsContext {
  store: DatasetStore;
  tokens: Tokens;
  heartbeatMs?: number;
}

export class LiveEvents {
  private readonly closers = new Set<() => void>();

  constructor(private readonly ctx: LiveEventsContext) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, datasetName: string): Promise<void> {
    if (req.method !== "GET")
      throw httpError(405, `Method ${req.method} is not allowed here`, { Allow: "GET, OPTIONS" });
    const grant = grantOf(req, this.ctx.tokens);
    // As Sanity's: drafts' events only for a token that may read drafts.
    if (url.searchParams.get("includeDrafts") === "true" && grant === "public")
      throw httpError(401, "includeDrafts=true needs a token that may read drafts");
    if (!(await this.ctx.store.get(datasetName))) throw httpError(404, `Dataset "${datasetName}" not found`);

    res.writeHead(200, {
      ...CORS_HEADERS,
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    });
    res.write(`event: welcome\ndata: {}\n\n`);
    const heartbeat = setInterval(() => {
      if (!res.writableEnded) res.write(":\n\n");
    }, this.ctx.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
    heartbeat.unref();
    const limit = setTimeout(() => close(), MAX_STREAM_MS);
    limit.unref();
    const close = () => {
      clearInterval(heartbeat);
      clearTimeout(limit);
      this.closers.delete(close);
      if (!res.writableEnded) res.end();
    };
    this.closers.add(close);
    req.once("close", close);
    res.once("error", close);
  }

  /** Ends every stream (the service is closing). */
  close(): void {
    for (const close of [...this.closers]) close();
  }
}
