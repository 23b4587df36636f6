import { HomeIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { imageField } from "../image";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const hero = defineBlock({
  name: "hero",
  title: "Hero",
  icon: HomeIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    localised("localeString", "subtitle", "Subtitle"),
    imageField("image", "Image", { required: true, description: "1600×1000 pixels." }),
    defineField({ name: "cta", title: "Button", type: "ctaLink" }),
  ],
  preview: blockPreview("Hero", { title: "title.it", media: "image" }),
});
