import { BookIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { blockPreview, defineBlock } from "./define-block";

export const newsCard = defineBlock({
  name: "newsCard",
  title: "Article card",
  icon: BookIcon,
  fields: [
    defineField({
      name: "article",
      type: "reference",
      to: [{ type: "article" }],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: blockPreview("Article card", { title: "article.title.it", media: "article.cover" }),
});
