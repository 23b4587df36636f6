import { TextIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

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
