import { SplitHorizontalIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { blockPreview, defineBlock } from "./define-block";

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
