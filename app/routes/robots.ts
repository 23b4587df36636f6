import { config } from "@config/config.server";
import { RESOURCE_CACHE_CONTROL } from "~/request/resource.server";
import { robotsTxt } from "~/seo/robots";

/** GET /robots.txt: crawl rules (everything disallowed with NOINDEX=true) and the sitemap's URL. */
export function loader() {
  const c = config();
  return new Response(robotsTxt({ siteUrl: c.siteUrl, noindex: c.noindex }), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": RESOURCE_CACHE_CONTROL },
  });
}
