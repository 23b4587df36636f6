import {
  BlockContentIcon,
  BlockquoteIcon,
  CalendarIcon,
  CommentIcon,
  ImageIcon,
  ImagesIcon,
  LaunchIcon,
  LinkIcon,
  ClockIcon,
  InfoOutlineIcon,
  PlayIcon,
  TextIcon,
  ThListIcon,
  UlistIcon,
  WarningOutlineIcon,
  HomeIcon,
  BookIcon,
  SplitHorizontalIcon,
} from "@sanity/icons";
import { defineArrayMember, defineField } from "sanity";
import { ALLERGEN_NAMES } from "../../../app/content-client/allergens";
import { imageField, imageMember } from "../image";
import { localised } from "../locale";
import { ALLERGENS, embedUrlRule, hrefRule, productListsRule, videoSourceRule } from "../rules";
import { blockPreview, defineBlock } from "./define-block";

/** The 14 EU allergens as the menu names them, Italian and English (app/content-client/allergens.ts). */
export const ALLERGEN_OPTIONS = ALLERGENS.map((code) => ({ value: code, title: `${ALLERGEN_NAMES[code].it} / ${ALLERGEN_NAMES[code].en}` }));

export const richText = defineBlock({
  name: "richText",
  title: "Rich text",
  icon: BlockContentIcon,
  fields: [localised("localeBlockContent", "body", "Text", { required: true })],
  preview: {
    select: { block: "body.it" },
    prepare: ({ block }: { block?: { children?: { text?: string }[] }[] }) => ({
      title: block?.[0]?.children?.map((c) => c.text).join("") || "Rich text",
      subtitle: "Rich text",
    }),
  },
});

export const imageBlock = defineBlock({
  name: "imageBlock",
  title: "Image",
  icon: ImageIcon,
  fields: [imageField("image", "Image", { required: true }), localised("localeString", "caption", "Caption")],
  preview: blockPreview("Image", { title: "caption.it", media: "image" }),
});

export const allergenInfo = defineBlock({
  name: "allergenInfo",
  title: "Allergen legend",
  icon: WarningOutlineIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    localised("localeText", "intro", "Introduction", { required: true }),
    defineField({
      name: "allergens",
      title: "Allergens shown",
      type: "array",
      description: "None chosen: all 14, in the order of the EU regulation.",
      of: [defineArrayMember({ type: "string" })],
      options: { list: ALLERGEN_OPTIONS },
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: blockPreview("Allergen legend", { title: "title.it" }),
});

export const gallery = defineBlock({
  name: "gallery",
  title: "Gallery",
  icon: ImagesIcon,
  fields: [
    localised("localeString", "title", "Title"),
    defineField({
      name: "images",
      type: "array",
      of: [imageMember({ caption: true })],
      options: { layout: "grid" },
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: blockPreview("Gallery", { title: "title.it", media: "images.0" }),
});

export const galleryLauncher = defineBlock({
  name: "galleryLauncher",
  title: "Gallery behind a cover",
  description: "A cover with a button that opens the pictures in a lightbox.",
  icon: ImagesIcon,
  fields: [
    localised("localeString", "label", "Button label", { required: true }),
    imageField("cover", "Cover", { required: true }),
    defineField({
      name: "images",
      type: "array",
      of: [imageMember({ caption: true })],
      options: { layout: "grid" },
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: blockPreview("Gallery behind a cover", { title: "label.it", media: "cover" }),
});

export const centeredParagraph = defineBlock({
  name: "centeredParagraph",
  title: "Centred paragraph",
  icon: TextIcon,
  fields: [localised("localeText", "text", "Text", { required: true })],
  preview: blockPreview("Centred paragraph", { title: "text.it" }),
});

export const doubleImageText = defineBlock({
  name: "doubleImageText",
  title: "Two pictures and text",
  icon: SplitHorizontalIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    localised("localeText", "text", "Text", { required: true }),
    defineField({ name: "images", type: "array", of: [imageMember()], options: { layout: "grid" }, validation: (rule) => rule.required().length(2) }),
    defineField({ name: "link", type: "ctaLink" }),
  ],
  preview: blockPreview("Two pictures and text", { title: "title.it", media: "images.0" }),
});

export const doubleText = defineBlock({
  name: "doubleText",
  title: "Two columns of text",
  icon: SplitHorizontalIcon,
  fields: [
    defineField({ name: "left", type: "textColumn", validation: (rule) => rule.required() }),
    defineField({ name: "right", type: "textColumn", validation: (rule) => rule.required() }),
  ],
  preview: blockPreview("Two columns of text", { title: "left.title.it" }),
});

export const externalLink = defineBlock({
  name: "externalLink",
  title: "Link to another site",
  icon: LaunchIcon,
  fields: [
    localised("localeString", "label", "Label", { required: true }),
    defineField({ name: "url", title: "Address", type: "url", validation: (rule) => rule.required().uri({ scheme: ["https", "http"] }) }),
    localised("localeText", "description", "Description"),
  ],
  preview: blockPreview("Link to another site", { title: "label.it" }),
});

export const glutenFreeIcon = defineBlock({
  name: "glutenFreeIcon",
  title: "Gluten-free symbol",
  icon: InfoOutlineIcon,
  fields: [localised("localeString", "label", "Label", { description: "Missing: the site's own wording." })],
  preview: blockPreview("Gluten-free symbol", { title: "label.it" }),
});

export const vegetarianIcon = defineBlock({
  name: "vegetarianIcon",
  title: "Vegetarian symbol",
  icon: InfoOutlineIcon,
  fields: [localised("localeString", "label", "Label", { description: "Missing: the site's own wording." })],
  preview: blockPreview("Vegetarian symbol", { title: "label.it" }),
});

export const hero = defineBlock({
  name: "hero",
  title: "Hero",
  icon: HomeIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    localised("localeString", "subtitle", "Subtitle"),
    imageField("image", "Image", { required: true, description: "1600×1000 pixels." }),
    defineField({ name: "cta", title: "Button", type: "ctaLink" }),
  ],
  preview: blockPreview("Hero", { title: "title.it", media: "image" }),
});

export const openingHours = defineBlock({
  name: "openingHours",
  title: "Opening hours",
  description: "The hours and closures from the settings.",
  icon: ClockIcon,
  fields: [localised("localeString", "title", "Title"), localised("localeText", "note", "Note")],
  preview: blockPreview("Opening hours", { title: "title.it" }),
});

export const linedTitle = defineBlock({
  name: "linedTitle",
  title: "Title between rules",
  icon: TextIcon,
  fields: [localised("localeString", "text", "Text", { required: true })],
  preview: blockPreview("Title between rules", { title: "text.it" }),
});

export const menuGallery = defineBlock({
  name: "menuGallery",
  title: "Dishes in pictures",
  description: "No dishes chosen: the site picks dishes with pictures from the menu.",
  icon: ImagesIcon,
  fields: [
    localised("localeString", "title", "Title"),
    defineField({
      name: "items",
      title: "Dishes",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "menuItem" }] })],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: blockPreview("Dishes in pictures", { title: "title.it" }),
});

export const news = defineBlock({
  name: "news",
  title: "Latest articles",
  icon: BookIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    // The page query fetches the 12 newest articles (app/blocks/queries.ts).
    defineField({ name: "count", title: "How many", type: "number", initialValue: 3, validation: (rule) => rule.required().integer().min(1).max(12) }),
  ],
  preview: blockPreview("Latest articles", { title: "title.it" }),
});

export const upcomingEvents = defineBlock({
  name: "upcomingEvents",
  title: "Next events",
  icon: CalendarIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    // The page's loader asks for the events still to come, soonest first (app/events/).
    defineField({ name: "count", title: "How many", type: "number", initialValue: 3, validation: (rule) => rule.required().integer().min(1).max(6) }),
  ],
  preview: blockPreview("Next events", { title: "title.it" }),
});

export const newsCard = defineBlock({
  name: "newsCard",
  title: "Article card",
  icon: BookIcon,
  fields: [defineField({ name: "article", type: "reference", to: [{ type: "article" }], validation: (rule) => rule.required() })],
  preview: blockPreview("Article card", { title: "article.title.it", media: "article.cover" }),
});

export const productLists = defineBlock({
  name: "productLists",
  title: "List of dishes",
  icon: ThListIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    localised("localeText", "intro", "Introduction"),
    defineField({
      name: "items",
      title: "Dishes",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "menuItem" }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({ name: "category", title: "Or a whole category", type: "reference", to: [{ type: "menuCategory" }] }),
  ],
  validation: (rule) => rule.custom(productListsRule),
  preview: blockPreview("List of dishes", { title: "title.it" }),
});

export const quote = defineBlock({
  name: "quote",
  title: "Quote",
  icon: BlockquoteIcon,
  fields: [
    localised("localeText", "text", "Quote", { required: true }),
    defineField({ name: "author", type: "string", description: "A name: the same in both languages." }),
    localised("localeString", "role", "Role"),
  ],
  preview: blockPreview("Quote", { title: "text.it" }),
});

export const callToAction = defineBlock({
  name: "callToAction",
  title: "Call to action",
  icon: CommentIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    localised("localeText", "text", "Text"),
    defineField({ name: "link", type: "ctaLink", validation: (rule) => rule.required() }),
    imageField("image", "Image"),
  ],
  preview: blockPreview("Call to action", { title: "title.it", media: "image" }),
});

export const underlineCallToAction = defineBlock({
  name: "underlineCallToAction",
  title: "Underlined link",
  icon: LinkIcon,
  fields: [
    localised("localeString", "label", "Label", { required: true }),
    defineField({ name: "href", title: "Link", type: "string", validation: (rule) => rule.required().custom(hrefRule) }),
  ],
  preview: blockPreview("Underlined link", { title: "label.it" }),
});

export const subMenu = defineBlock({
  name: "subMenu",
  title: "In-page menu",
  icon: UlistIcon,
  fields: [
    localised("localeString", "title", "Title"),
    defineField({ name: "items", type: "array", of: [defineArrayMember({ type: "subMenuItem" })], validation: (rule) => rule.required().min(1) }),
  ],
  preview: blockPreview("In-page menu", { title: "title.it" }),
});

export const title = defineBlock({
  name: "title",
  title: "Title",
  icon: TextIcon,
  fields: [
    localised("localeString", "text", "Text", { required: true }),
    defineField({
      name: "level",
      type: "number",
      description: "1: the page's main title (one per page, and none with a hero). Missing: 2.",
      options: { list: [1, 2] },
    }),
  ],
  preview: blockPreview("Title", { title: "text.it" }),
});

export const subtitle = defineBlock({
  name: "subtitle",
  title: "Subtitle",
  icon: TextIcon,
  fields: [localised("localeString", "text", "Text", { required: true })],
  preview: blockPreview("Subtitle", { title: "text.it" }),
});

export const videoPlayer = defineBlock({
  name: "videoPlayer",
  title: "Video",
  icon: PlayIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    defineField({
      name: "source",
      type: "string",
      options: {
        list: [
          { value: "file", title: "A file of our own" },
          { value: "embed", title: "A YouTube or Vimeo player" },
        ],
        layout: "radio",
      },
      initialValue: "file",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "file",
      type: "file",
      options: { accept: "video/*,audio/*" },
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source === "embed",
    }),
    defineField({
      name: "embedUrl",
      title: "Player address",
      type: "url",
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source !== "embed",
      validation: (rule) => rule.custom(embedUrlRule),
    }),
    imageField("poster", "Poster", { required: true }),
    localised("localeString", "caption", "Caption"),
  ],
  validation: (rule) => rule.custom(videoSourceRule),
  preview: blockPreview("Video", { title: "title.it", media: "poster" }),
});

export const contentBlocks = [
  richText,
  imageBlock,
  allergenInfo,
  gallery,
  galleryLauncher,
  centeredParagraph,
  doubleImageText,
  doubleText,
  externalLink,
  glutenFreeIcon,
  vegetarianIcon,
  hero,
  openingHours,
  linedTitle,
  menuGallery,
  news,
  newsCard,
  upcomingEvents,
  productLists,
  quote,
  callToAction,
  underlineCallToAction,
  subMenu,
  title,
  subtitle,
  videoPlayer,
];
