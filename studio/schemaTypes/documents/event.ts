import { CalendarIcon } from "@sanity/icons";
import { defineField, defineType } from "sanity";
import { VENUE_TIME_ZONE } from "../../../site/venue-time-zone";
import { imageField } from "../image";
import { localised } from "../locale";
import { SLUG_SCOPES, bookingUrlRule, eventPriceRule, eventTimesRule, phoneRule, priceRule } from "../rules";
import { slugField } from "./slug";

/** The venue's time zone: editors read and write an event's times on Rome's clock, wherever they are. */
const romeTime = {
  displayTimeZone: VENUE_TIME_ZONE,
  allowTimeZoneSwitch: false,
  dateFormat: "DD/MM/YYYY",
  timeFormat: "HH:mm",
  timeStep: 15,
};

/**
 * An event at the venue (or elsewhere): a dinner with a producer, a tasting. Listed at /events while
 * it has not ended, then in the archive; its page offers a calendar file (app/events/).
 */
export const event = defineType({
  name: "event",
  title: "Event",
  type: "document",
  icon: CalendarIcon,
  groups: [
    { name: "event", title: "Event", default: true },
    { name: "booking", title: "Price and booking" },
    { name: "place", title: "Place" },
  ],
  fields: [
    localised("localeString", "title", "Title", { required: true, group: "event" }),
    slugField({ types: SLUG_SCOPES.event }),
    localised("localeText", "description", "Description", {
      required: true,
      group: "event",
      description: "What happens, for the page, the calendar and search engines.",
    }),
    defineField({
      name: "start",
      title: "Starts",
      type: "datetime",
      group: "event",
      description: "Rome time.",
      options: romeTime,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "end",
      title: "Ends",
      type: "datetime",
      group: "event",
      description: "Rome time. After the start.",
      options: romeTime,
      validation: (rule) => rule.required().custom((value, context) => eventTimesRule(context.document as never)),
    }),
    imageField("image", "Image", { required: true, group: "event", description: "1600×1067 pixels." }),
    defineField({ name: "free", title: "Free", type: "boolean", group: "booking", initialValue: false }),
    defineField({
      name: "price",
      title: "Price (€)",
      type: "number",
      group: "booking",
      description: "Per person, in euros. Leave empty for a free event.",
      hidden: ({ document }) => document?.free === true,
      validation: (rule) =>
        rule.custom(priceRule).custom((value, context) => eventPriceRule(context.document as never)),
    }),
    defineField({ name: "soldOut", title: "Sold out", type: "boolean", group: "booking", initialValue: false }),
    defineField({
      name: "bookingUrl",
      title: "Booking link",
      type: "url",
      group: "booking",
      description: "https://… (the first of link, e-mail and phone is offered).",
      validation: (rule) => rule.custom(bookingUrlRule),
    }),
    defineField({ name: "bookingEmail", title: "Booking e-mail", type: "email", group: "booking" }),
    defineField({
      name: "bookingPhone",
      title: "Booking phone",
      type: "string",
      group: "booking",
      description: "+39 06 …",
      validation: (rule) => rule.custom(phoneRule),
    }),
    defineField({
      name: "placeName",
      title: "Place",
      type: "string",
      group: "place",
      description: "Empty: at the venue (its name and address from the settings).",
    }),
    defineField({
      name: "placeAddress",
      title: "Address of the place",
      type: "postalAddress",
      group: "place",
      hidden: ({ document }) => !document?.placeName,
    }),
  ],
  orderings: [{ title: "Soonest first", name: "startAsc", by: [{ field: "start", direction: "asc" }] }],
  preview: {
    select: { title: "title.it", start: "start", soldOut: "soldOut", media: "image" },
    prepare: ({ title, start, soldOut, media }) => ({
      title: title ?? "Event",
      subtitle: [typeof start === "string" ? start.slice(0, 10) : null, soldOut ? "sold out" : null]
        .filter(Boolean)
        .join(" · "),
      media,
    }),
  },
});
