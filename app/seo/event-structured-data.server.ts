/** An event page's structured data: the `Event`, and Home › Events › the event. Built by the loader. */
import { localized } from "~/i18n/format";
import { crumbs, seoRequest, serialize, type LoaderArgs } from "~/seo/structured-data.server";
import { eventJsonLd } from "../events/json-ld";
import { eventText } from "~/i18n/messages/events";
import type { EventDocument } from "../events/types";

export async function eventStructuredData(args: LoaderArgs, event: EventDocument): Promise<string[]> {
  const seo = await seoRequest(args);
  const { locale } = seo.ctx;
  return serialize([
    eventJsonLd(event, seo.settings, seo.ctx),
    crumbs(seo, [
      { name: eventText(locale, "title"), path: "/events" },
      { name: localized<string>(event.title, locale) ?? event.slug, path: `/events/${event.slug}` },
    ]),
  ]);
}
