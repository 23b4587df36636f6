/**
 * The structured data of each page family, built by the loaders: it is markup for search engines
 * that nothing in the browser changes, so its builders (and the venue's hours arithmetic they use)
 * stay out of the browser's code (the first-load budget, docs/decisions/0010-first-load-budget.md). A loader
 * returns the serialised nodes; the page renders them with <StructuredData> (seo/StructuredData).
 */
import { publicConfig } from "@config/config.server";
import { cleanStega } from "~/content-client/stega.server";
import type { ArticleCard, MenuCategory, MenuEntry, MenuItemCard, SiteSettings } from "~/content-client/types";
import { localized } from "~/i18n/format";
import { loadMessages, type MessageKey } from "~/i18n/messages";
import { siteRequest } from "~/middleware/site-request.server";
import { openingStatus } from "~/hours/opening-hours";
import { articleJsonLd } from "../journal/structured-data";
import { breadcrumbJsonLd, type Crumb } from "./breadcrumbs";
import { serializeJsonLd, type JsonLdNode, type SeoContext } from "../ui/json-ld";
import { menuJsonLd, menuSectionJsonLd, type MenuSectionSource } from "../menu/structured-data";
import { restaurantJsonLd } from "../venue/structured-data";

export interface SeoRequest {
  ctx: SeoContext;
  t(key: MessageKey): string;
  settings: SiteSettings | null;
}

/** A loader's arguments: the request and its context, where the root middleware put the SiteRequest. */
export type LoaderArgs = Parameters<typeof siteRequest>[0];

/**
 * The page's language and settings (the request's, see site-request.server.ts), the public origin and the
 * image CDN.
 */
export async function seoRequest(args: LoaderArgs): Promise<SeoRequest> {
  const site = siteRequest(args);
  const { siteUrl, projectId, dataset, imageUrl } = publicConfig();
  const [messages, settings] = await Promise.all([loadMessages(site.locale), site.settings()]);
  return {
    ctx: { siteUrl, locale: site.locale, images: { projectId, dataset, imageUrl } },
    t: (key) => messages[key],
    settings,
  };
}

/** The nodes as the page's JSON-LD scripts: a search engine reads them, so preview's stega is taken out. */
export const serialize = (nodes: (JsonLdNode | null | undefined)[]) =>
  nodes.filter((node): node is JsonLdNode => Boolean(node)).map((node) => serializeJsonLd(cleanStega(node)));

export function crumbs(seo: SeoRequest, rest: Crumb[]): JsonLdNode {
  return breadcrumbJsonLd([{ name: seo.t("nav.home"), path: "/" }, ...rest], seo.ctx);
}

/**
 * The venue as a `Restaurant` (home page). Exceptions already over are left out as of the request's
 * day in Rome (the day the opening status is computed for).
 */
export async function venueStructuredData(args: LoaderArgs): Promise<string[]> {
  const seo = await seoRequest(args);
  if (!seo.settings) return [];
  const today = openingStatus(seo.settings, siteRequest(args).now)?.today ?? "1970-01-01";
  return serialize([restaurantJsonLd(seo.settings, seo.ctx, today)]);
}

/** Home › … for a page below the home page. */
export async function breadcrumbStructuredData(
  args: LoaderArgs,
  trail: (t: SeoRequest["t"], locale: SeoContext["locale"]) => Crumb[],
): Promise<string[]> {
  const seo = await seoRequest(args);
  return serialize([crumbs(seo, trail(seo.t, seo.ctx.locale))]);
}

/** A journal article as a `BlogPosting` by the venue, and Home › Journal › Article. */
export async function articleStructuredData(args: LoaderArgs, article: ArticleCard): Promise<string[]> {
  const seo = await seoRequest(args);
  return serialize([
    articleJsonLd(article, { title: seo.settings?.title }, seo.ctx),
    crumbs(seo, [
      { name: seo.t("journal.title"), path: "/journal" },
      { name: localized<string>(article.title, seo.ctx.locale), path: `/journal/${article.slug}` },
    ]),
  ]);
}

/**
 * A menu page: the `Menu` (every section on the listing, whatever the filter; one on a category page;
 * one dish in its section on a dish's page) and Home › Menu (› Category (› Dish)).
 */
export async function menuStructuredData(
  args: LoaderArgs,
  categories: MenuCategory[],
  entry?: MenuEntry,
): Promise<string[]> {
  const seo = await seoRequest(args);
  const { locale } = seo.ctx;
  const category =
    entry ?
      entry._type === "menuCategory" ?
        entry
      : entry.category
    : undefined;
  const item: MenuItemCard | undefined = entry?._type === "menuItem" ? entry : undefined;
  const trail: Crumb[] = [{ name: seo.t("menu.title"), path: "/menu" }];
  if (category) trail.push({ name: localized<string>(category.title, locale), path: `/menu/${category.slug}` });
  if (item) trail.push({ name: localized<string>(item.title, locale), path: `/menu/${item.slug}` });
  const sections: MenuSectionSource[] =
    entry ?
      category ? [category]
      : []
    : categories;
  const venue = seo.settings?.title;
  const name = venue ? `${seo.t("menu.title")} · ${venue}` : seo.t("menu.title");
  return serialize([
    sections.length || !entry ?
      menuJsonLd(
        sections.map((section) => menuSectionJsonLd(section, seo.ctx, item ? [item] : section.items)),
        seo.ctx,
        name,
      )
    : null,
    crumbs(seo, trail),
  ]);
}
