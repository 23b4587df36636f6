import { ThListIcon } from "@sanity/icons";
import { defineArrayMember, defineField } from "sanity";
import { localised } from "../locale";
import { productListsRule } from "../rules";
import { blockPreview, defineBlock } from "./define-block";

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
