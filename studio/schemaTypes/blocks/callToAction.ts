import { CommentIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { imageField } from "../image";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

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
