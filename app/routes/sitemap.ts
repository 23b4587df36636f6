import { config } from "~/config.server";
import { loadContent } from "~/content/fetch.server";
import { JOURNAL_PAGE_SIZE, SITEMAP_QUERY } from "~/content/queries";
import type { SitemapContent } from "~/content/types";
import { RESOURCE_CACHE_CONTROL, xmlResource } from "~/lib/seo/resource.server";
import { sitemapEntries, sitemapXml } from "~/lib/seo/sitemap";

/** GET /sitemap.xml: every indexable page in both languages, with alternates and lastmod. */
export function loader() {
  return xmlResource("sitemap", async () => {
    const content = await loadContent<SitemapContent>("sitemap", SITEMAP_QUERY);
    const xml = sitemapXml(sitemapEntries(content, JOURNAL_PAGE_SIZE), config().siteUrl);
    return new Response(xml, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": RESOURCE_CACHE_CONTROL },
    });
  });
}
