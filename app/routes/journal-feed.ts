import { journalText } from "~/i18n/messages/journal";
import type { Route } from "./+types/journal-feed";
import { config } from "@config/config.server";
import { loadContent } from "~/content-client/fetch.server";
import { FEED_QUERY, FEED_SIZE } from "~/seo/queries";
import { localized } from "~/i18n/format";
import { splitLocalePath } from "@site/locales";
import { loadMessages } from "~/i18n/messages";
import { rssXml } from "~/seo/feed";
import { RESOURCE_CACHE_CONTROL, xmlResource } from "~/request/resource.server";
import { siteRequest } from "~/middleware/site-request.server";
import { warnSkipped } from "~/events/loaders.server";
import { queryNow, usableEvents } from "~/events/rules";
import { eventFeedItems } from "~/seo/event-feed-items";

/**
 * GET /journal/feed.xml (Italian; /it too) and /en/journal/feed.xml: the journal as RSS 2.0, with the events
 * to come.
 */
export function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = splitLocalePath(url.pathname).prefix || "it";
  return xmlResource("feed", async () => {
    const [content, messages] = await Promise.all([
      loadContent("feed", FEED_QUERY, {
        size: FEED_SIZE,
        locale,
        now: queryNow(siteRequest({ request, url, context }).now),
      }),
      loadMessages(locale),
    ]);
    const site = content.settings?.title ?? "Salone";
    const xml = rssXml({
      siteUrl: config().siteUrl,
      locale,
      title: `${site} · ${messages["journal.title"]}`,
      description:
        journalText(locale, "journal.intro") || localized<string>(content.settings?.description, locale) || site,
      articles: content.articles ?? [],
      events: eventFeedItems(usableEvents(content.events, warnSkipped), locale),
    });
    return new Response(xml, {
      headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": RESOURCE_CACHE_CONTROL },
    });
  });
}
