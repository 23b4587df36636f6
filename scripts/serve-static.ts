/**
 * `npm run serve:static`: a plain static file server for build/static (what any file host does,
 * nothing more): /x serves x, else x/index.html; anything else is 404 with 404.html (en/404.html
 * under /en, it/404.html under /it). No rewriting, no server rendering. Byte ranges, as file hosts
 * answer them, so the video can seek. PORT (default 4173).
 */
import { createReadStream, existsSync, realpathSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { splitLocalePath } from "../site/locales";
import { contentRange, parseRange } from "../content-service/byte-range";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".ics": "text/calendar; charset=utf-8",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".mp3": "audio/mpeg",
};

/** A file of the export at exactly this path: on a case-insensitive disk, `/Menu` must not find `menu/`. */
function exact(full: string): string | undefined {
  return existsSync(full) && statSync(full).isFile() && realpathSync.native(full) === full ? full : undefined;
}

function file(root: string, relative: string): string | undefined {
  const full = path.join(root, relative);
  if (!full.startsWith(root)) return undefined;
  return exact(full) ?? exact(path.join(full, "index.html"));
}

export function serveStatic(root: string, port = 4173, host = "127.0.0.1"): Promise<Server & { url: string }> {
  // Real path of the root, so that exact() compares like with like when the root sits behind a symlink.
  const base = realpathSync.native(path.resolve(root));
  const server = createServer((req, res) => {
    let pathname: string;
    try {
      // Prepend the origin rather than resolve against it: `//evil.example/` is a path here, not a host.
      pathname = decodeURIComponent(new URL(`http://static.invalid${req.url ?? "/"}`).pathname);
    } catch {
      res.writeHead(400).end("Bad Request");
      return;
    }
    const found = pathname.includes("\0") ? undefined : file(base, pathname);
    const locale = splitLocalePath(pathname).prefix;
    const target = found ?? file(base, locale ? `${locale}/404.html` : "404.html");
    if (!target) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    const type = TYPES[path.extname(target)] ?? "application/octet-stream";
    const size = statSync(target).size;
    const range = found ? parseRange(req.headers.range, size) : ({ kind: "whole" } as const);
    if (range.kind === "unsatisfiable") {
      res.writeHead(416, { "Content-Range": contentRange(range, size) }).end();
      return;
    }
    const partial = range.kind === "partial";
    res.writeHead(
      partial ? 206
      : found ? 200
      : 404,
      {
        "Content-Type": type,
        "Accept-Ranges": "bytes",
        ...(partial ?
          { "Content-Range": contentRange(range, size), "Content-Length": String(range.end - range.start + 1) }
        : {}),
      },
    );
    if (req.method === "HEAD") return void res.end();
    createReadStream(target, partial ? { start: range.start, end: range.end } : {}).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve(Object.assign(server, { url: `http://${host}:${actual}` }));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..", "build", "static");
  if (!existsSync(root)) {
    console.error("No static export yet: run npm run build:static first.");
    process.exit(1);
  }
  const server = await serveStatic(root, Number(process.env.PORT ?? 4173), process.env.HOST ?? "127.0.0.1");
  console.log(`Serving build/static on ${server.url}`);
}
