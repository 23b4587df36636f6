import { contentHealth } from "~/content-client/clients.server";

/**
 * GET /healthz, for load balancers and uptime checks: the server answers 200 as long as it runs
 * (it can serve cached pages during a content outage); `content` says whether the content service
 * answered the last request (or a cheap probe when the site has been quiet).
 */
export async function loader() {
  const content = await contentHealth().check();
  return Response.json({ status: "ok", content }, { headers: { "Cache-Control": "no-store" } });
}
