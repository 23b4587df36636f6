/**
 * Presence: who else has the Studio open, and where. The Studio speaks Sanity's "bifur" protocol
 * (JSON-RPC 2.0 over a websocket at /v{apiVersion}/socket/{dataset}): it authorises with its token,
 * subscribes to "presence", and announces its locations, asks for a roll call, or says goodbye; each
 * of those is relayed to every other subscribed socket. Without it the browser logs a failed
 * websocket handshake on every page and two editors do not see each other's avatars.
 * The websocket itself is the `ws` library's.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { randomUUID } from "node:crypto";
import { WebSocketServer, type WebSocket } from "ws";
import { grantOf, type Tokens } from "./auth.ts";
import { EDITOR_ID } from "./studio-api.ts";

export const SOCKET_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/socket\/([^/?]+)\/?$/;
/** A message larger than this is not one the Studio sends (locations are a few fields each). */
const MAX_MESSAGE_BYTES = 64 * 1024;
const HEARTBEAT = "♥";

interface Peer {
  socket: WebSocket;
  dataset: string;
  authorised: boolean;
  subscription?: string;
}

type Request = { jsonrpc: "2.0"; id?: string; method: string; params?: Record<string, unknown> };

export class PresenceHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly peers = new Set<Peer>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: { tokens: Tokens; datasets: () => readonly string[]; heartbeatMs?: number }) {
    this.heartbeat = setInterval(() => {
      for (const peer of this.peers) peer.socket.send(HEARTBEAT);
    }, options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  /** Takes an upgrade request for the socket path; false when the path is not the socket's. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (req.url ?? "/").split("?")[0]!;
    const match = SOCKET_PATH.exec(path);
    if (!match) return false;
    let dataset: string;
    try {
      dataset = decodeURIComponent(match[1]!);
    } catch {
      dataset = "";
    }
    if (!this.options.datasets().includes(dataset)) {
      socket.end("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      return true;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) =>
      this.accept(ws, dataset, this.mayWrite(req.headers.authorization)),
    );
    return true;
  }

  private accept(socket: WebSocket, dataset: string, authorised: boolean): void {
    const peer: Peer = { socket, dataset, authorised };
    this.peers.add(peer);
    socket.on("close", () => this.peers.delete(peer));
    socket.on("error", () => socket.terminate());
    socket.on("message", (data, isBinary) => {
      if (isBinary) return socket.close(4000, "Messages are JSON text");
      let request: Request;
      try {
        request = JSON.parse(data.toString()) as Request;
      } catch {
        return this.reply(peer, undefined, { error: { code: -32700, message: "Parse error" } });
      }
      if (request?.jsonrpc !== "2.0" || typeof request.method !== "string") {
        return this.reply(peer, typeof request?.id === "string" ? request.id : undefined, {
          error: { code: -32600, message: "Invalid request" },
        });
      }
      this.handle(peer, request);
    });
  }

  private handle(peer: Peer, { id, method, params = {} }: Request): void {
    if (method === "authorization") {
      const header = typeof params.authorization === "string" ? params.authorization : "";
      if (!this.mayWrite(header)) {
        this.reply(peer, id, { error: { code: 4001, message: "Unauthorized" } });
        return peer.socket.close(4001, "Unauthorized");
      }
      peer.authorised = true;
      return this.reply(peer, id, { result: true });
    }
    if (!peer.authorised) {
      this.reply(peer, id, { error: { code: 4001, message: "Unauthorized" } });
      return peer.socket.close(4001, "Unauthorized");
    }
    switch (method) {
      case "presence_subscribe":
        peer.subscription = randomUUID();
        return this.reply(peer, id, { result: peer.subscription });
      case "presence_unsubscribe":
        delete peer.subscription;
        return this.reply(peer, id, { result: true });
      case "presence_rollcall":
        this.relay(peer, { type: "rollCall", i: EDITOR_ID, session: params.session });
        return this.reply(peer, id, { result: true });
      case "presence_announce":
        this.relay(peer, { type: "state", i: EDITOR_ID, m: params.data ?? {} });
        return this.reply(peer, id, { result: true });
      case "presence_disconnect":
        this.relay(peer, { type: "disconnect", i: EDITOR_ID, m: { session: params.session } });
        return this.reply(peer, id, { result: true });
      default:
        return this.reply(peer, id, { error: { code: -32601, message: `Method not found: ${method.slice(0, 100)}` } });
    }
  }

  /** Whether an Authorization header is the editor's (a bad one is a refusal here, not a throw). */
  private mayWrite(authorization: string | undefined): boolean {
    if (!authorization) return false;
    try {
      return grantOf({ headers: { authorization } } as IncomingMessage, this.options.tokens) === "write";
    } catch {
      return false;
    }
  }

  /** Sends a presence event to every other socket of the dataset that subscribed. */
  private relay(from: Peer, result: Record<string, unknown>): void {
    for (const peer of this.peers) {
      if (peer === from || !peer.subscription || peer.dataset !== from.dataset) continue;
      peer.socket.send(
        JSON.stringify({
          jsonrpc: "2.0",
          method: "presence_subscription",
          params: { subscription: peer.subscription, result },
        }),
      );
    }
  }

  private reply(
    peer: Peer,
    id: string | undefined,
    body: { result: unknown } | { error: { code: number; message: string } },
  ): void {
    if (id === undefined && "result" in body) return;
    peer.socket.send(JSON.stringify({ jsonrpc: "2.0", id: id ?? null, ...body }));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const peer of this.peers) peer.socket.terminate();
    this.wss.close();
  }
}
