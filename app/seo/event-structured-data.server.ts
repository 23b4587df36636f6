/** An event page's structured data: the `Event`, and Home › Events › the event. Built by the loader. */
import { localized } from "~/i18n/format";
import { crumbs, seoRequest, type LoaderArgs } from "./structured-data.server";
import { serializeJsonLd } from "~/ui/json-ld";
import { eventJsonLd } from "~/events/json-ld";
import { eventText } from "~/events/texts";
import type { EventDocument } from "~/events/types";

export async function eventStructuredData(args: LoaderArgs, event: EventDocument): Promise<string[]> {
  const seo = await seoRequest(args);
  const { locale } = seo.ctx;
  return [
    eventJsonLd(event, seo.settings, seo.ctx),
    crumbs(seo, [
      { name: eventText(locale, "title"), path: "/events" },
      { name: localized<string>(event.title, locale) ?? event.slug, path: `/events/${event.slug}` },
    ]),
  ].map(serializeJsonLd);
}
