import { createFromReadableStream } from "@vitejs/plugin-rsc/ssr";
import type { ReactFormState } from "react-dom/client";
import { renderToReadableStream } from "react-dom/server.edge";
import { unstable_routeRSCServerRequest as routeRSCServerRequest, unstable_RSCStaticRouter as RSCStaticRouter } from "react-router";

/**
 * React Router's default SSR entry for this mode, with one change: the document goes out whole,
 * as the site's does when no loader deferred data (app/entry.server.tsx). Streamed as the server
 * components' payload arrives, each category's Suspense boundary was sent as a fallback and its
 * content later, moved in by inline scripts: another document than the site's. Hence the same
 * options as the site's entry: the whole document awaited, no boundary moved for its size.
 */
export async function generateHTML(request: Request, serverResponse: Response): Promise<Response> {
  return await routeRSCServerRequest({
    request,
    serverResponse,
    createFromReadableStream,
    async renderHTML(getPayload, options) {
      const payload = await getPayload();
      // React Router types the payload's form state `unknown`; it is the one React's action decoding made.
      const formState = (payload.type === "render" ? await payload.formState : undefined) as ReactFormState | undefined;
      const bootstrapScriptContent = await import.meta.viteRsc.loadBootstrapScriptContent("index");
      const stream = await renderToReadableStream(<RSCStaticRouter getPayload={getPayload} />, {
        ...options,
        bootstrapScriptContent,
        formState,
        signal: request.signal,
        // As app/entry.server.tsx: sent whole, a completed boundary stays in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      });
      await stream.allReady;
      return stream;
    },
  });
}
