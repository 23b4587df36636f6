/**
 * The structured data of each page family, built by the loaders: it is markup for search engines
 * that nothing in the browser changes, so its builders (and the venue's hours arithmetic they use)
 * stay out of the browser's code (the first-load budget, docs/decisions/0010-first-load-budget.md). A loader returns the serialised
 * nodes; the page renders them with <StructuredData> (components/StructuredData).
 */
import { publicConfig } from "~/config.server";
import { loadContent } from "~/content/fetch.server";
import { SETTINGS_QUERY } from "~/content/queries";
import type { ArticleCard, MenuCategory, MenuEntry, MenuItemCard, SiteSettings } from "~/content/types";
import { localized } from "~/i18n/format";
import { DEFAULT_LOCALE, splitLocalePath } from "~/i18n/locales";
import { loadMessages, type MessageKey } from "~/i18n/messages";
import { requestInstant } from "~/lib/clock.server";
import { openingStatus } from "~/hours/opening-hours";
import { articleJsonLd } from "./article";
import { breadcrumbJsonLd, type Crumb } from "./breadcrumbs";
import { serializeJsonLd, type JsonLdNode, type SeoContext } from "./json-ld";
import { menuJsonLd, menuSectionJsonLd, type MenuSectionSource } from "./menu";
import { restaurantJsonLd } from "./restaurant";

export interface SeoRequest {
  ctx: SeoContext;
  t(key: MessageKey): string;
  settings: SiteSettings | null;
}

/** The page's language (from its URL: an unprefixed URL is Italian), the public origin and the image CDN. */
export async function seoRequest(request: Request): Promise<SeoRequest> {
  const locale = splitLocalePath(new URL(request.url).pathname).prefix || DEFAULT_LOCALE;
  const { siteUrl, projectId, dataset, imageUrl } = publicConfig();
  const [messages, settings] = await Promise.all([
    loadMessages(locale),
    // The layout's loader asked for the same document: the content cache answers.
    loadContent<SiteSettings | null>("settings", SETTINGS_QUERY),
  ]);
  return { ctx: { siteUrl, locale, images: { projectId, dataset, imageUrl } }, t: (key) => messages[key], settings };
}

const serialize = (nodes: (JsonLdNode | null | undefined)[]) => nodes.filter((node): node is JsonLdNode => Boolean(node)).map(serializeJsonLd);

export function crumbs(seo: SeoRequest, rest: Crumb[]): JsonLdNode {
  return breadcrumbJsonLd([{ name: seo.t("nav.home"), path: "/" }, ...rest], seo.ctx);
}

/**
 * The venue as a `Restaurant` (home page). Exceptions already over are left out as of the request's
 * day in Rome (the day the opening status is computed for).
 */
export async function venueStructuredData(request: Request): Promise<string[]> {
  const seo = await seoRequest(request);
  if (!seo.settings) return [];
  const today = openingStatus(seo.settings, requestInstant(request))?.today ?? "1970-01-01";
  return serialize([restaurantJsonLd(seo.settings, seo.ctx, today)]);
}

/** Home › … for a page below the home page. */
export async function breadcrumbStructuredData(request: Request, trail: (t: SeoRequest["t"], locale: SeoContext["locale"]) => Crumb[]): Promise<string[]> {
  const seo = await seoRequest(request);
  return serialize([crumbs(seo, trail(seo.t, seo.ctx.locale))]);
}

/** A journal article as a `BlogPosting` by the venue, and Home › Journal › Article. */
export async function articleStructuredData(request: Request, article: ArticleCard): Promise<string[]> {
  const seo = await seoRequest(request);
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
export async function menuStructuredData(request: Request, categories: MenuCategory[], entry?: MenuEntry): Promise<string[]> {
  const seo = await seoRequest(request);
  const { locale } = seo.ctx;
  const category = entry ? (entry._type === "menuCategory" ? entry : entry.category) : undefined;
  const item: MenuItemCard | undefined = entry?._type === "menuItem" ? entry : undefined;
  const trail: Crumb[] = [{ name: seo.t("menu.title"), path: "/menu" }];
  if (category) trail.push({ name: localized<string>(category.title, locale), path: `/menu/${category.slug}` });
  if (item) trail.push({ name: localized<string>(item.title, locale), path: `/menu/${item.slug}` });
  const sections: MenuSectionSource[] = entry ? (category ? [category] : []) : categories;
  const venue = seo.settings?.title;
  const name = venue ? `${seo.t("menu.title")} · ${venue}` : seo.t("menu.title");
  return serialize([
    sections.length || !entry ? menuJsonLd(sections.map((section) => menuSectionJsonLd(section, seo.ctx, item ? [item] : section.items)), seo.ctx, name) : null,
    crumbs(seo, trail),
  ]);
}
