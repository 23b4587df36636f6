/**
 * The journal as RSS 2.0, one feed per language: /journal/feed.xml (Italian), /en/journal/feed.xml.
 */
import type { ArticleCard } from "~/content/types";
import { localized } from "~/i18n/format";
import { LOCALE_INFO, localizePath, type Locale } from "@shared/locales";
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
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function rssXml({ siteUrl, locale, title, description, articles }: FeedInput): string {
  const base = siteUrl.replace(/\/+$/, "");
  const url = (path: string) => xmlEscape(`${base}${localizePath(path, locale)}`);
  const dated = articles.filter((a) => a.publishedAt && !Number.isNaN(Date.parse(a.publishedAt)));
  const built = latest(...dated.map((a) => a._updatedAt ?? a.publishedAt));
  const items = dated.map((article) => {
    const link = url(`/journal/${article.slug}`);
    const excerpt = localized<string>(article.excerpt, locale);
    return [
      "    <item>",
      `      <title>${xmlEscape(localized<string>(article.title, locale) ?? article.slug)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(article.publishedAt!)}</pubDate>`,
      ...(excerpt ? [`      <description>${xmlEscape(excerpt)}</description>`] : []),
      "    </item>",
    ].join("\n");
  });
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
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
