/**
 * The journal as RSS 2.0, one feed per language: /journal/feed.xml (Italian), /en/journal/feed.xml.
 * The events still to come are items too (their words made by the route: seo/event-feed-items.ts, so that
 * this module, which the head's feed link imports, brings no event code into the browser).
 */
import type { ArticleCard } from "~/content-client/types";
import { localized } from "~/i18n/format";
import { LOCALE_INFO, localizePath, type Locale } from "@site/locales";
import { latest } from "./dates";
import { xmlEscape } from "./xml";

/** The feed's path in a language (unprefixed Italian, /en for English). */
export function feedPath(locale: Locale): string {
  return localizePath("/journal/feed.xml", locale);
}

export interface FeedInput {
  siteUrl: string;
  locale: Locale;
  /** "Salone Ottavia · Giornale" */
  title: string;
  description: string;
  articles: ArticleCard[];
  /** Events still to come (usable ones: events/rules.ts). */
  events?: FeedEvent[];
}

/** An event as an item: in the feed's language already, dated when it was announced. */
export interface FeedEvent {
  path: string;
  announced: string;
  title: string;
  description: string;
  category: string;
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function rssXml({ siteUrl, locale, title, description, articles, events = [] }: FeedInput): string {
  const base = siteUrl.replace(/\/+$/, "");
  const url = (path: string) => xmlEscape(`${base}${localizePath(path, locale)}`);
  const dated = articles.filter((a) => a.publishedAt && !Number.isNaN(Date.parse(a.publishedAt)));
  const built = latest(...dated.map((a) => a._updatedAt ?? a.publishedAt));
  const items = dated.map((article) => {
    const link = url(`/journal/${article.slug}`);
    const excerpt = localized<string>(article.excerpt, locale);
    return [
      article.publishedAt!,
      "    <item>",
      `      <title>${xmlEscape(localized<string>(article.title, locale) ?? article.slug)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(article.publishedAt!)}</pubDate>`,
      ...(excerpt ? [`      <description>${xmlEscape(excerpt)}</description>`] : []),
      "    </item>",
    ];
  });
  const eventItems = events.map((event) => {
    const link = url(event.path);
    return [
      event.announced,
      "    <item>",
      `      <title>${xmlEscape(event.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(event.announced)}</pubDate>`,
      `      <category>${xmlEscape(event.category)}</category>`,
      `      <description>${xmlEscape(event.description)}</description>`,
      "    </item>",
    ];
  });
  // Newest first, articles and announced events alike.
  const all = [...items, ...eventItems]
    .sort((a, b) => Date.parse(b[0]!) - Date.parse(a[0]!))
    .map(([, ...lines]) => lines.join("\n"));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlEscape(title)}</title>`,
    `    <link>${url("/journal")}</link>`,
    `    <description>${xmlEscape(description)}</description>`,
    `    <language>${LOCALE_INFO[locale].iso}</language>`,
    ...(built ? [`    <lastBuildDate>${rfc822(built)}</lastBuildDate>`] : []),
    `    <atom:link href="${xmlEscape(`${base}${feedPath(locale)}`)}" rel="self" type="application/rss+xml"/>`,
    ...all,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
