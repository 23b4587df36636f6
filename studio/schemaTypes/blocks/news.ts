import { BookIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const news = defineBlock({
  name: "news",
  title: "Latest articles",
  icon: BookIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    // The page query fetches the 12 newest articles (app/blocks/queries.ts).
    defineField({
      name: "count",
      title: "How many",
      type: "number",
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(1).max(12),
    }),
  ],
  preview: blockPreview("Latest articles", { title: "title.it" }),
});
