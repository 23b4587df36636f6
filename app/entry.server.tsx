import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContext } from "react-router";
import { RouterContextProvider, ServerRouter } from "react-router";
import { log } from "@config/log.server";
import { isExpectedError } from "./errors/http-errors";
import { NonceContext } from "./request/nonce";
import { DocumentOnlyContext, newDocumentOnly } from "./request/document-only";
import { lqipColour } from "./content-client/lqip.server";
import { nestedErrorDocument } from "./errors/nested-error-document.server";
import { serverRequestContext } from "./request/request-context";
import { preloadAllBlocks } from "./blocks/lazy";
import { isRecord, propertyOf } from "@site/narrow";
import type { RequestInfo, SiteEntry } from "@site/site-entry";
import { config } from "@config/config.server";
import { hasPreviewCookie } from "./preview/preview.server";

// The blocks that load as chunks of their own in the browser render at once on the server.
const blocksReady = preloadAllBlocks();
blocksReady.catch(() => {}); // awaited (and failing) in each request, not as an unhandled rejection

export const streamTimeout = 5_000;

export { adoptConfig } from "@config/config.server";

export const inPreview: SiteEntry["inPreview"] = (cookieHeader) =>
  hasPreviewCookie(cookieHeader, config().preview.secret);

/**
 * The request's context, made from what the production server knows of the request (it calls this
 * from getLoadContext, site/site-entry.ts). A document (not a `.data` payload) carries its JSON-LD
 * and LQIPs once, in its markup.
 */
export const requestContext: SiteEntry["requestContext"] = ({ nonce, document }: RequestInfo) =>
  new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [serverRequestContext, { nonce, documentOnly: document ? newDocumentOnly(lqipColour) : undefined }],
    ]),
  );

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  await blocksReady;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once, and so do people unless a loader deferred some of its
    // data: then the shell goes first. Without deferred data the rest of the document is ready as soon
    // as the shell is (the loader data's own streaming takes microtasks), and sent in one piece it
    // needs none of the script React inlines to move late parts into place (0.9 KB of the home page).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !defersData(routerContext) ?
        "onAllReady"
      : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // The Content-Security-Policy nonce the production server chose for this response (none in dev).
    const { nonce, documentOnly } = loadContext.get(serverRequestContext);

    const app = (
      <NonceContext.Provider value={nonce}>
        <DocumentOnlyContext.Provider value={documentOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentOnlyContext.Provider>
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      // Sent whole, a completed Suspense boundary stays in place: past this many bytes React would
      // move it to the end of the document, with the script that moves it back.
      ...(readyOption === "onAllReady" ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        // React does not run error boundaries on the server. When the page being rendered is already
        // the error page (the route state holds errors) and it fails too, answer with the outermost
        // fallback ("an error occurred while showing the error page") instead of a bare "Unexpected Server Error".
        if (routerContext.staticHandlerContext.errors) {
          log.error("rendering the error page failed", { error: String(propertyOf(error, "stack") ?? error) });
          clearTimeout(timeoutId);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Cache-Control", "no-store");
          resolve(new Response(nestedErrorDocument(error), { status: 500, headers: responseHeaders }));
          return;
        }
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log.error("render error", { error: String(propertyOf(error, "stack") ?? error) });
      },
    });
  });
}

/** Did a loader of the page return a promise among its data (for the page to await while it renders)? */
function defersData(routerContext: EntryContext): boolean {
  const loaderData: Record<string, unknown> = routerContext.staticHandlerContext.loaderData ?? {};
  return Object.values(loaderData).some(
    (data) => isRecord(data) && Object.values(data).some((value) => value instanceof Promise),
  );
}

/** Server-side errors are logged once, as one line; expected ones (404s, an unavailable service) as warnings. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isExpectedError(error)) {
    log.warn("route error", { path, error: propertyOf(error, "message") ?? String(error) });
    return;
  }
  log.error("unexpected route error", { path, error: String(propertyOf(error, "stack") ?? error) });
};
