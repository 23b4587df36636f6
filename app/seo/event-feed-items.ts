/** The events to come as items of the journal's RSS feed, in its language (seo/feed.ts writes them). */
import { localized, type Localized } from "~/i18n/format";
import type { Locale } from "@site/locales";
import type { FeedEvent } from "~/seo/feed";
import { eventWhen } from "../events/format";
import { eventText } from "~/i18n/messages/events";

interface FeedSource {
  slug: string;
  _createdAt: string;
  title?: Localized<string>;
  description?: Localized<string> | null;
  start: string;
  end: string;
}

/** Each event dated when it was announced, its description opening with the day and hours in Rome. */
export function eventFeedItems(events: readonly FeedSource[], locale: Locale): FeedEvent[] {
  return events.map((event) => {
    const when = eventWhen(event.start, event.end, locale);
    return {
      path: `/events/${event.slug}`,
      announced: event._createdAt,
      title: localized<string>(event.title, locale) ?? event.slug,
      description: [`${when.date}, ${when.time}.`, localized<string>(event.description, locale)]
        .filter(Boolean)
        .join(" "),
      category: eventText(locale, "title"),
    };
  });
}
