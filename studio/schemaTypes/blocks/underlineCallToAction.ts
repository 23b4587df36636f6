import { LinkIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { localised } from "../locale";
import { hrefRule } from "../rules";
import { blockPreview, defineBlock } from "./define-block";

export const underlineCallToAction = defineBlock({
  name: "underlineCallToAction",
  title: "Underlined link",
  icon: LinkIcon,
  fields: [
    localised("localeString", "label", "Label", { required: true }),
    defineField({
      name: "href",
      title: "Link",
      type: "string",
      validation: (rule) => rule.required().custom(hrefRule),
    }),
  ],
  preview: blockPreview("Underlined link", { title: "label.it" }),
});
