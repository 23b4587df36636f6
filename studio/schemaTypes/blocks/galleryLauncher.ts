import { ImagesIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { imageField, imageMember } from "../image";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const galleryLauncher = defineBlock({
  name: "galleryLauncher",
  title: "Gallery behind a cover",
  description: "A cover with a button that opens the pictures in a lightbox.",
  icon: ImagesIcon,
  fields: [
    localised("localeString", "label", "Button label", { required: true }),
    imageField("cover", "Cover", { required: true }),
    defineField({
      name: "images",
      type: "array",
      of: [imageMember({ caption: true })],
      options: { layout: "grid" },
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: blockPreview("Gallery behind a cover", { title: "label.it", media: "cover" }),
});
