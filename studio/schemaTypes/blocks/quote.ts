import { BlockquoteIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

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
