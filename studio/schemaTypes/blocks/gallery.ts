import { ImagesIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { imageMember } from "../image";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

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
