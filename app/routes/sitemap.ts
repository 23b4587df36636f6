import type { Route } from "./+types/sitemap";
import { config } from "@shared/config.server";
import { loadContent } from "~/content/fetch.server";
import { JOURNAL_PAGE_SIZE, MENU_CATEGORIES_PER_PAGE, SITEMAP_QUERY } from "~/content/queries";
import type { SitemapContent } from "~/content/types";
import { RESOURCE_CACHE_CONTROL, xmlResource } from "~/seo/resource.server";
import { sitemapDocuments, sitemapEntries } from "~/seo/sitemap";

/**
 * GET /sitemap.xml: every indexable page in both languages, with alternates and lastmod; past the
 * protocol's limits for one file, the index of the numbered sitemaps. GET /sitemaps/{n}.xml: the
 * n-th of those (a 404 when there is none).
 */
export function loader({ params }: Route.LoaderArgs) {
  return xmlResource("sitemap", async () => {
    const content = await loadContent<SitemapContent>("sitemap", SITEMAP_QUERY);
    const documents = sitemapDocuments(sitemapEntries(content, JOURNAL_PAGE_SIZE, MENU_CATEGORIES_PER_PAGE), config().siteUrl);
    let xml = documents.root;
    if (params.file !== undefined) {
      const n = /^([1-9]\d{0,5})\.xml$/.exec(params.file)?.[1];
      const part = n ? documents.parts[Number(n) - 1] : undefined;
      if (!part) return new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
      xml = part;
    }
    return new Response(xml, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": RESOURCE_CACHE_CONTROL },
    });
  });
}
