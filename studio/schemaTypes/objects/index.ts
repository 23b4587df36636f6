import { CalendarIcon, ClockIcon, LinkIcon, PinIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { localised } from "../locale";
import { anchorRule, hrefRule, openingExceptionRule, timeRangeRule, timeRule, WEEKDAYS } from "../rules";
import { imageField } from "../image";

const hrefField = (name = "href", title = "Link") =>
  defineField({
    name,
    title,
    type: "string",
    description:
      "A path on the site without the language (/menu, /journal/…, /about#anchor), or https://…, mailto:…, tel:…",
    validation: (rule) => rule.required().custom(hrefRule),
  });

/** A button's link: label and href (hero.cta, callToAction.link, doubleImageText.link). */
export const ctaLink = defineType({
  name: "ctaLink",
  title: "Link",
  type: "object",
  icon: LinkIcon,
  fields: [localised("localeString", "label", "Label", { required: true }), hrefField()],
  preview: { select: { title: "label.it", subtitle: "href" } },
});

export const navLink = defineType({
  name: "navLink",
  title: "Menu entry",
  type: "object",
  icon: LinkIcon,
  fields: [localised("localeString", "label", "Label", { required: true }), hrefField()],
  preview: { select: { title: "label.it", subtitle: "href" } },
});

export const navigation = defineType({
  name: "navigation",
  title: "Navigation",
  type: "object",
  fields: [
    defineField({
      name: "main",
      title: "Main menu (header and mobile menu)",
      type: "array",
      of: [defineArrayMember({ type: "navLink" })],
    }),
    defineField({ name: "footer", title: "Footer menu", type: "array", of: [defineArrayMember({ type: "navLink" })] }),
  ],
});

export const seo = defineType({
  name: "seo",
  title: "Search and sharing",
  type: "object",
  options: { collapsible: true, collapsed: true },
  fields: [
    localised("localeString", "title", "Title in search results", { description: "Missing: the page's title." }),
    localised("localeText", "description", "Description", { description: "Missing: the site's description." }),
    imageField("shareImage", "Share image", { description: "Missing: the site's share image. 1200×630 pixels." }),
  ],
});

export const socialLink = defineType({
  name: "socialLink",
  title: "Social account",
  type: "object",
  fields: [
    defineField({
      name: "platform",
      type: "string",
      options: { list: ["instagram", "facebook", "tiktok", "youtube", "tripadvisor", "x", "linkedin"] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "url", title: "Address", type: "url", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "platform", subtitle: "url" } },
});

export const postalAddress = defineType({
  name: "postalAddress",
  title: "Address",
  type: "object",
  icon: PinIcon,
  fields: [
    defineField({ name: "streetAddress", title: "Street", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "postalCode", title: "Postal code", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "addressLocality", title: "City", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "addressRegion",
      title: "Province",
      type: "string",
      description: "RM",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "addressCountry",
      title: "Country",
      type: "string",
      description: "IT",
      validation: (rule) => rule.required().length(2),
    }),
  ],
});

const time = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "string",
    description: "HH:MM",
    validation: (rule) => rule.required().custom(timeRule),
  });

/** Opening hours in Europe/Rome time; a range that closes before it opens ends after midnight. */
export const timeRange = defineType({
  name: "timeRange",
  title: "Hours",
  type: "object",
  icon: ClockIcon,
  description: "Past midnight: close earlier than you open (19:00–01:00 closes at one the next morning).",
  options: { columns: 2 },
  fields: [time("opens", "Opens"), time("closes", "Closes")],
  validation: (rule) => rule.custom(timeRangeRule),
  preview: {
    select: { opens: "opens", closes: "closes" },
    prepare: ({ opens, closes }: { opens?: string; closes?: string }) => ({
      title: `${opens ?? "?"}–${closes ?? "?"}`,
    }),
  },
});

export const openingDay = defineType({
  name: "openingDay",
  title: "Day",
  type: "object",
  icon: ClockIcon,
  fields: [
    defineField({
      name: "day",
      type: "string",
      options: { list: [...WEEKDAYS] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "ranges",
      title: "Hours",
      type: "array",
      description: "None: closed that day.",
      of: [defineArrayMember({ type: "timeRange" })],
    }),
  ],
  preview: {
    select: { day: "day", ranges: "ranges" },
    prepare: ({ day, ranges }: { day?: string; ranges?: { opens?: string; closes?: string }[] }) => ({
      title: day ?? "?",
      subtitle: ranges?.length ? ranges.map((r) => `${r.opens}–${r.closes}`).join(", ") : "closed",
    }),
  },
});

export const openingException = defineType({
  name: "openingException",
  title: "Closure or special hours",
  type: "object",
  icon: CalendarIcon,
  fields: [
    defineField({ name: "from", type: "date", validation: (rule) => rule.required() }),
    defineField({ name: "to", title: "To (inclusive)", type: "date", validation: (rule) => rule.required() }),
    defineField({ name: "closed", type: "boolean", initialValue: true, validation: (rule) => rule.required() }),
    defineField({
      name: "ranges",
      title: "Hours",
      type: "array",
      description: "When not closed: the hours that replace the usual ones on these days.",
      of: [defineArrayMember({ type: "timeRange" })],
      hidden: ({ parent }) => (parent as { closed?: boolean } | undefined)?.closed === true,
    }),
    localised("localeString", "label", "What it is", { required: true }),
  ],
  validation: (rule) => rule.custom(openingExceptionRule),
  preview: {
    select: { title: "label.it", from: "from", to: "to", closed: "closed" },
    prepare: ({ title, from, to, closed }: { title?: string; from?: string; to?: string; closed?: boolean }) => ({
      title: title ?? "?",
      subtitle: `${from ?? "?"} → ${to ?? "?"}${closed ? " · closed" : ""}`,
    }),
  },
});

export const textColumn = defineType({
  name: "textColumn",
  title: "Column",
  type: "object",
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    localised("localeText", "text", "Text", { required: true }),
  ],
});

export const subMenuItem = defineType({
  name: "subMenuItem",
  title: "In-page link",
  type: "object",
  fields: [
    localised("localeString", "label", "Label", { required: true }),
    defineField({
      name: "anchor",
      type: "string",
      description: "The anchor of a block on this page.",
      validation: (rule) => rule.required().custom(anchorRule),
    }),
  ],
  preview: { select: { title: "label.it", subtitle: "anchor" } },
});

export const objectTypes = [
  ctaLink,
  navLink,
  navigation,
  seo,
  socialLink,
  postalAddress,
  timeRange,
  openingDay,
  openingException,
  textColumn,
  subMenuItem,
];
