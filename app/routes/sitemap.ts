import type { Route } from "./+types/sitemap";
import { config } from "@config/config.server";
import { loadContent } from "~/content-client/fetch.server";
import { JOURNAL_PAGE_SIZE } from "~/journal/queries";
import { MENU_CATEGORIES_PER_PAGE } from "~/menu/queries";
import {
  SITEMAP_ARTICLES_QUERY,
  SITEMAP_CATEGORIES_QUERY,
  SITEMAP_EVENTS_QUERY,
  SITEMAP_ITEMS_QUERY,
  SITEMAP_PAGES_QUERY,
  SITEMAP_QUERY,
  SITEMAP_SIZE_QUERY,
} from "~/seo/queries";
import { RESOURCE_CACHE_CONTROL, xmlResource } from "~/request/resource.server";
import {
  listEntries,
  listingEntries,
  SITEMAP_ONE_FILE_DOCUMENTS,
  sitemapEntries,
  sitemapFiles,
  sitemapIndex,
  sitemapXml,
  type SitemapList,
} from "~/seo/sitemap";

/** The query for one list's slice, a file of the sitemap index. */
const LIST_QUERIES = {
  pages: SITEMAP_PAGES_QUERY,
  categories: SITEMAP_CATEGORIES_QUERY,
  items: SITEMAP_ITEMS_QUERY,
  articles: SITEMAP_ARTICLES_QUERY,
  events: SITEMAP_EVENTS_QUERY,
} satisfies Record<SitemapList, string>;

/**
 * GET /sitemap.xml: every indexable page in both languages, with alternates and lastmod, while the
 * site keeps within one file; past that, the sitemap index. GET /sitemaps/{name}.xml: one of the
 * index's files (a 404 when there is no such file). Each request reads the lists' sizes, then at
 * most one bounded slice of the content (seo/sitemap.ts).
 */
export function loader({ params }: Route.LoaderArgs) {
  return xmlResource("sitemap", async () => {
    const sizes = await loadContent("sitemap.sizes", SITEMAP_SIZE_QUERY);
    const files = sitemapFiles(sizes);
    const siteUrl = config().siteUrl;
    if (params.file === undefined) {
      if (files) return xml(sitemapIndex(files, siteUrl));
      const content = await loadContent("sitemap", SITEMAP_QUERY, { end: SITEMAP_ONE_FILE_DOCUMENTS });
      return xml(sitemapXml(sitemapEntries(content, JOURNAL_PAGE_SIZE, MENU_CATEGORIES_PER_PAGE), siteUrl));
    }
    const file = files?.find((f) => `${f.name}.xml` === params.file);
    if (!file)
      return new Response("Not Found\n", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    if (!file.list) return xml(sitemapXml(listingEntries(sizes, JOURNAL_PAGE_SIZE, MENU_CATEGORIES_PER_PAGE), siteUrl));
    const content = await loadContent(`sitemap.${file.list}`, LIST_QUERIES[file.list], {
      start: file.start,
      end: file.end,
    });
    return xml(sitemapXml(listEntries(content, file.list), siteUrl));
  });
}

function xml(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": RESOURCE_CACHE_CONTROL },
  });
}
