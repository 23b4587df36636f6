import { connect } from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < raw.length) {
    const lineEnd = raw.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(offset, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * A GET with the request target sent byte for byte as given (UTF-8), which fetch and Node's http
 * client would normalise or refuse: raw unicode, `..` segments, backslashes, very long targets.
 * Loopback only; no compression asked for, so the body is searchable as sent.
 */
export function rawGet(origin: string, target: string, timeoutMs = 20_000): Promise<RawResponse> {
  const { hostname, port, host } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in ${timeoutMs} ms to GET ${target.slice(0, 200)}`));
    }, timeoutMs);
    socket.on("connect", () => {
      socket.write(
        Buffer.concat([
          Buffer.from("GET "),
          Buffer.from(target, "utf8"),
          Buffer.from(` HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\nUser-Agent: salone-hostile-sweep\r\n\r\n`),
        ]),
      );
    });
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      const headEnd = raw.indexOf("\r\n\r\n");
      if (headEnd < 0)
        return reject(
          new Error(`no HTTP answer to GET ${target.slice(0, 200)}: ${raw.toString("latin1").slice(0, 200)}`),
        );
      const [statusLine, ...lines] = raw.subarray(0, headEnd).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let body: Buffer = raw.subarray(headEnd + 4);
      if (/chunked/i.test(headers["transfer-encoding"] ?? "")) body = dechunk(body);
      resolve({ status: Number(statusLine!.split(" ")[1]), headers, body: body.toString("utf8") });
    });
  });
}
