import { createHash, timingSafeEqual } from "node:crypto";
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";

/** Headers of the public API: anyone may read it from a browser. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Content-Type, ETag, X-Cache",
};

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** An answer that is not a 2xx, with the JSON body to send as is. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === "object" && body && "message" in body ? String(body.message) : `HTTP ${status}`);
  }
}

/** Sanity's generic error shape: `{"statusCode":404,"error":"Not Found","message":"…"}`. */
export function errorBody(status: number, message: string): { statusCode: number; error: string; message: string } {
  return { statusCode: status, error: STATUS_CODES[status] ?? "Error", message };
}

export function httpError(status: number, message: string, headers?: Record<string, string>): HttpError {
  return new HttpError(status, errorBody(status, message), headers);
}

/** Sends JSON; a string body is taken to be JSON text already (results serialised in a worker). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(res.req.method === "HEAD" ? undefined : text);
}

export function sendError(res: ServerResponse, error: HttpError): void {
  sendJson(res, error.status, error.body, error.headers);
}

/** Reads a request body, refusing (413) anything larger than `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(httpError(413, `Request body is larger than the limit of ${limit} bytes`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on("data", (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(httpError(413, `Request body is larger than the limit of ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on("error", (error) => {
      if (!failed) reject(error);
    });
  });
}

/** Compares two secrets in constant time (hashing first makes the lengths equal). */
export function secretsEqual(a: string, b: string): boolean {
  const ha = createHash("sha256").update(a).digest();
  const hb = createHash("sha256").update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** The bearer token of a request, `undefined` without an Authorization header, `null` when malformed. */
export function bearerToken(req: IncomingMessage): string | null | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
