import { SplitHorizontalIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { imageMember } from "../image";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const doubleImageText = defineBlock({
  name: "doubleImageText",
  title: "Two pictures and text",
  icon: SplitHorizontalIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    localised("localeText", "text", "Text", { required: true }),
    defineField({
      name: "images",
      type: "array",
      of: [imageMember()],
      options: { layout: "grid" },
      validation: (rule) => rule.required().length(2),
    }),
    defineField({ name: "link", type: "ctaLink" }),
  ],
  preview: blockPreview("Two pictures and text", { title: "title.it", media: "images.0" }),
});
