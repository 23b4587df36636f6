import { UlistIcon } from "@sanity/icons";
import { defineArrayMember, defineField } from "sanity";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const subMenu = defineBlock({
  name: "subMenu",
  title: "In-page menu",
  icon: UlistIcon,
  fields: [
    localised("localeString", "title", "Title"),
    defineField({
      name: "items",
      type: "array",
      of: [defineArrayMember({ type: "subMenuItem" })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: blockPreview("In-page menu", { title: "title.it" }),
});
