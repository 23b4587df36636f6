import { ImagesIcon } from "@sanity/icons";
import { defineArrayMember, defineField } from "sanity";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

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
