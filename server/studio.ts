import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config/config.server";

/** Where the site serves the built Studio (studio/sanity.cli.ts builds it for this base path). */
export const STUDIO_PATH = "/studio";

/** What the Studio reads from its page at run time (studio/env.ts): one build serves any port. */
export interface StudioSettings {
  /** The content service as the browser reaches it, with no Sanity project (local mode); unset with one. */
  apiHost?: string | undefined;
  /** The site, for the Presentation tool and "Open preview". */
  siteUrl: string;
  /**
   * The local service's own certificate, which the browser must have accepted before the Studio can
   * reach it: where to try it, and the login page that shows the browser's warning.
   */
  certificate?: { ping: string; login: string } | undefined;
}

/**
 * The settings for this server's configuration: with no SANITY_PROJECT_ID, the Studio talks to the
 * content service the site reads (by `localhost`, whose subdomains the browser sends to loopback:
 * the Studio's client puts the project id before the host); with one, to Sanity. The embedded
 * service on this machine is reached over TLS on its own port, where the browser speaks HTTP/2: over
 * HTTP/1.1 the Studio's listen streams fill the six connections a browser opens to one host and the
 * Studio stops (decision 0084).
 */
export function studioSettings(config: Pick<Config, "env" | "content" | "siteUrl">): StudioSettings {
  if (config.env.SANITY_PROJECT_ID) return { siteUrl: config.siteUrl };
  const api = new URL(config.content.apiUrl);
  if (!["127.0.0.1", "0.0.0.0", "[::1]", "[::]", "localhost"].includes(api.hostname))
    return { apiHost: api.origin, siteUrl: config.siteUrl };
  api.hostname = "localhost";
  api.protocol = "https:";
  // The Studio's client talks to `<projectId>.<host>`.
  const service = `https://${config.content.projectId}.localhost:${api.port}`;
  return {
    apiHost: api.origin,
    siteUrl: config.siteUrl,
    certificate: { ping: `${service}/v2025-03-01/ping`, login: `${service}/auth/login` },
  };
}

/**
 * The page with the settings before its first script, as JSON that cannot close the script element,
 * without Sanity's hosted bridge script, which an offline machine cannot reach and the Studio
 * served here does not need (it is for Sanity's dashboard), and with its icons where they are served.
 */
export function studioPage(html: string, settings: StudioSettings): string {
  const withoutBridge = html
    .replace(/<script[^>]*src="https:\/\/core\.sanity-cdn\.com\/[^"]*"[^>]*><\/script>/g, "")
    // Sanity writes its icons' links at the host's root, where a Studio on Sanity's hosting lives;
    // here they are under the Studio's path, and at the root the site answers 404.
    .replace(/(<link[^>]*href=")\/static\//g, `$1${STUDIO_PATH}/static/`);
  const script = `<script>window.__SALONE_STUDIO__=${JSON.stringify(settings).replace(/</g, "\\u003c")}</script>${settings.certificate ? CERTIFICATE_CHECK : ""}`;
  const at = withoutBridge.indexOf("<script");
  return at < 0 ?
      withoutBridge.replace("</head>", `${script}</head>`)
    : withoutBridge.slice(0, at) + script + withoutBridge.slice(at);
}

/**
 * Before the browser has accepted the local service's certificate, every request of the Studio fails
 * as a network error and the Studio spins without ever reaching its login page, where the browser
 * would show its warning. This asks the service once, and when it cannot be reached, says why and
 * links to the login page, where the editor accepts the certificate and comes back logged in
 * (decision 0084).
 */
const CERTIFICATE_CHECK = `<script>(function(){var c=window.__SALONE_STUDIO__.certificate;fetch(c.ping,{mode:"no-cors",cache:"no-store"}).catch(function(){
var back=location.href.split("#")[0],box=document.createElement("div");box.setAttribute("role","alert");
box.style.cssText="position:fixed;inset:0;z-index:2147483647;background:#fff;color:#1f2328;font:16px/1.5 system-ui,sans-serif;padding:15vh 10vw";
box.innerHTML="<h1 style='font-size:24px'>One step before the Studio</h1><p>The Studio edits the content service on this machine over a secure connection, with a certificate the service made for itself. This browser has not accepted it yet.</p><p>Open the login page: the browser warns that the connection is not private. Choose <b>Advanced</b>, then <b>Proceed</b>, and log in.</p><p><a style='font-size:18px'></a></p>";
var a=box.querySelector("a");a.textContent="Open the login page";a.href=c.login+"?origin="+encodeURIComponent(back);
if(document.body)document.body.appendChild(box);else addEventListener("DOMContentLoaded",function(){document.body.appendChild(box);});});})()</script>`;

/**
 * The built Studio (studio/dist) at /studio, with headers of its own: the site's CSP (nonces, no
 * eval, its own origin only) is the site's, and the Studio is a different application that talks to
 * the content service's origin and frames the site. It gets what keeps it from being framed or
 * sniffed; its hashed code is cached for a year, its page never. Every path under /studio that is
 * not a file is the Studio's page (its router draws the tool). Decision 0082.
 */
export function studioRouter(dir: string, settings: StudioSettings) {
  const router = express.Router();
  const index = path.join(dir, "index.html");
  const page = existsSync(index) ? studioPage(readFileSync(index, "utf8"), settings) : undefined;
  router.use((_req: Request, res: Response, next: NextFunction) => {
    res.set({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
      "Referrer-Policy": "same-origin",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    });
    next();
  });
  router.use(compression());
  router.use(
    "/static",
    express.static(path.join(dir, "static"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  router.use(express.static(dir, { index: false, maxAge: 0 }));
  router.get("/{*rest}", (_req: Request, res: Response) => {
    if (!page)
      return void res
        .status(404)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send("The Studio is not built (npm run studio:build)");
    res.set("Cache-Control", "no-cache").type("html").send(page);
  });
  return router;
}
