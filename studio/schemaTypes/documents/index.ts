import { BookIcon, CogIcon, DocumentIcon, FolderIcon, TagIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { blockTypes } from "../blocks";
import { ALLERGEN_OPTIONS } from "../allergen-options";
import { imageField } from "../image";
import { localised } from "../locale";
import {
  PAGE_LAYOUTS,
  PAGE_MIDDLEWARES,
  SLUG_SCOPES,
  allergensRule,
  tracesRule,
  glutenFreeRule,
  hexColourRule,
  inPageLinksRule,
  openingWeekRule,
  pageSlugRule,
  priceRule,
  vegetarianRule,
} from "../rules";
import { slugField } from "./slug";
import { event } from "./event";

/** The one settings document, `_id: "siteSettings"` (the desk opens it; nobody creates another). */
export const SETTINGS_ID = "siteSettings";

const colour = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "string",
    group: "look",
    description: "#RRGGBB",
    validation: (rule) => rule.required().custom(hexColourRule),
  });

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Settings",
  type: "document",
  icon: CogIcon,
  groups: [
    { name: "venue", title: "Venue", default: true },
    { name: "hours", title: "Hours" },
    { name: "navigation", title: "Navigation" },
    { name: "look", title: "Look" },
    { name: "chrome", title: "Header and footer" },
  ],
  fields: [
    defineField({
      name: "title",
      title: "Name of the venue",
      type: "string",
      group: "venue",
      validation: (rule) => rule.required(),
    }),
    localised("localeString", "tagline", "Tagline", { required: true, group: "venue" }),
    localised("localeText", "description", "Description", {
      required: true,
      group: "venue",
      description: "For search engines and shared links.",
    }),
    imageField("shareImage", "Share image", {
      required: true,
      group: "look",
      size: { width: 1200, height: 630 },
      description: "The picture of a shared link: 1200×630 pixels.",
    }),
    colour("themeColor", "Theme colour"),
    colour("tileColor", "Tile colour"),
    colour("brandColor", "Brand colour"),
    defineField({ name: "address", type: "postalAddress", group: "venue", validation: (rule) => rule.required() }),
    defineField({ name: "geo", title: "Position on the map", type: "geopoint", group: "venue" }),
    defineField({ name: "phone", type: "string", group: "venue", description: "International format: +39 06 …" }),
    defineField({ name: "email", type: "email", group: "venue" }),
    defineField({
      name: "servesCuisine",
      title: "Cuisines",
      type: "array",
      group: "venue",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
    }),
    defineField({ name: "priceRange", title: "Price range", type: "string", group: "venue", description: "€€" }),
    defineField({
      name: "acceptsReservations",
      title: "Takes reservations",
      type: "boolean",
      group: "venue",
      initialValue: false,
    }),
    defineField({
      name: "openingHours",
      title: "Opening hours",
      type: "array",
      group: "hours",
      description: "Seven days, Monday first. A day without hours is closed.",
      of: [defineArrayMember({ type: "openingDay" })],
      validation: (rule) => rule.required().custom(openingWeekRule),
    }),
    defineField({
      name: "openingExceptions",
      title: "Closures and special hours",
      type: "array",
      group: "hours",
      of: [defineArrayMember({ type: "openingException" })],
    }),
    defineField({
      name: "socialLinks",
      title: "Social accounts",
      type: "array",
      group: "venue",
      of: [defineArrayMember({ type: "socialLink" })],
    }),
    defineField({ name: "navigation", type: "navigation", group: "navigation" }),
    localised("localeString", "legal", "Company line", { group: "chrome", description: "Shown in the footer." }),
    defineField({ name: "chrome", title: "Header, menu and footer", type: "chrome", group: "chrome" }),
  ],
  preview: {
    select: { title: "title", media: "shareImage" },
    prepare: ({ title, media }) => ({ title: title ?? "Settings", subtitle: "Settings", media }),
  },
});

export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    slugField({ types: SLUG_SCOPES.page, rule: pageSlugRule }),
    defineField({
      name: "layout",
      type: "string",
      description: "Missing: default. The home page (slug home) has 'home'.",
      options: { list: [...PAGE_LAYOUTS] },
    }),
    defineField({ name: "seo", title: "Search and sharing", type: "seo" }),
    defineField({
      name: "middleware",
      title: "Page rules",
      type: "array",
      description: "noindex: keep the page out of search engines.",
      of: [defineArrayMember({ type: "string" })],
      options: { list: [...PAGE_MIDDLEWARES] },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "blocks",
      title: "Content",
      type: "array",
      of: blockTypes.map((block) => defineArrayMember({ type: block.name })),
      validation: (rule) => rule.custom(inPageLinksRule),
    }),
  ],
  preview: {
    select: { title: "title.it", slug: "slug.current", media: "blocks.0.image" },
    prepare: ({ title, slug, media }) => ({
      title: title ?? "Page",
      subtitle: slug === "home" ? "/" : `/${slug ?? ""}`,
      media,
    }),
  },
});

export const menuCategory = defineType({
  name: "menuCategory",
  title: "Menu category",
  type: "document",
  icon: FolderIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    slugField({ types: SLUG_SCOPES.menuCategory }),
    localised("localeText", "intro", "Introduction", { required: true }),
    defineField({
      name: "order",
      type: "number",
      description: "Categories are listed by this number, smallest first (10, 20, …).",
      validation: (rule) => rule.required(),
    }),
    imageField("image", "Image", { required: true, description: "1600×1067 pixels." }),
  ],
  orderings: [{ title: "Menu order", name: "menuOrder", by: [{ field: "order", direction: "asc" }] }],
  preview: {
    select: { title: "title.it", order: "order", media: "image" },
    prepare: ({ title, order, media }) => ({
      title: title ?? "Category",
      subtitle: order === undefined ? undefined : `#${order}`,
      media,
    }),
  },
});

const euro = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" });

export const menuItem = defineType({
  name: "menuItem",
  title: "Dish",
  type: "document",
  icon: TagIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    slugField({ types: SLUG_SCOPES.menuItem }),
    localised("localeText", "description", "Description", { required: true }),
    defineField({
      name: "price",
      title: "Price (€)",
      type: "number",
      description: "In euros, like 12.5.",
      validation: (rule) => rule.required().custom(priceRule),
    }),
    defineField({
      name: "category",
      type: "reference",
      to: [{ type: "menuCategory" }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "allergens",
      type: "array",
      description: "The EU's 14 allergens (Regulation 1169/2011, Annex II) the dish holds.",
      of: [defineArrayMember({ type: "string" })],
      options: { list: ALLERGEN_OPTIONS, layout: "grid" },
      initialValue: [],
      validation: (rule) => rule.custom(allergensRule),
    }),
    defineField({
      name: "traces",
      title: "May contain traces of",
      type: "array",
      description:
        "Allergens the dish is not made with but may carry (shared kitchen, counter or supplier). An allergen the dish holds goes above, not here.",
      of: [defineArrayMember({ type: "string" })],
      options: { list: ALLERGEN_OPTIONS, layout: "grid" },
      validation: (rule) => rule.custom((value, context) => tracesRule(context.document as never)),
    }),
    defineField({
      name: "vegetarian",
      type: "boolean",
      description: "No meat, no fish and no animal rennet (pecorino is not vegetarian).",
      initialValue: false,
      validation: (rule) => rule.required().custom((value, context) => vegetarianRule(context.document as never)),
    }),
    defineField({
      name: "glutenFree",
      title: "Gluten-free",
      type: "boolean",
      description: "Only where the kitchen guarantees it; never on fried food (shared fryer).",
      initialValue: false,
      validation: (rule) => rule.required().custom((value, context) => glutenFreeRule(context.document as never)),
    }),
    defineField({
      name: "order",
      type: "number",
      description: "Within its category, smallest first.",
      validation: (rule) => rule.required(),
    }),
    imageField("image", "Image", { description: "1200×900 pixels. None: the dish is shown without a picture." }),
  ],
  orderings: [
    { title: "Menu order", name: "menuOrder", by: [{ field: "order", direction: "asc" }] },
    { title: "Price", name: "price", by: [{ field: "price", direction: "asc" }] },
  ],
  preview: {
    select: { title: "title.it", price: "price", category: "category.title.it", media: "image" },
    prepare: ({ title, price, category, media }) => ({
      title: title ?? "Dish",
      subtitle: [typeof price === "number" ? euro.format(price) : null, category].filter(Boolean).join(" · "),
      media,
    }),
  },
});

export const article = defineType({
  name: "article",
  title: "Article",
  type: "document",
  icon: BookIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    slugField({ types: SLUG_SCOPES.article }),
    localised("localeText", "excerpt", "Excerpt", { required: true, description: "For the cards and search engines." }),
    defineField({
      name: "publishedAt",
      title: "Published",
      type: "datetime",
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    imageField("cover", "Cover", { required: true, description: "1600×1067 pixels." }),
    localised("localeBlockContent", "body", "Text", { required: true }),
  ],
  orderings: [{ title: "Newest first", name: "publishedDesc", by: [{ field: "publishedAt", direction: "desc" }] }],
  preview: {
    select: { title: "title.it", publishedAt: "publishedAt", media: "cover" },
    prepare: ({ title, publishedAt, media }) => ({
      title: title ?? "Article",
      subtitle: typeof publishedAt === "string" ? publishedAt.slice(0, 10) : undefined,
      media,
    }),
  },
});

export const documentTypes = [siteSettings, page, menuCategory, menuItem, article, event];
