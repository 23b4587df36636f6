import { LaunchIcon } from "@sanity/icons";
import { defineField } from "sanity";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const externalLink = defineBlock({
  name: "externalLink",
  title: "Link to another site",
  icon: LaunchIcon,
  fields: [
    localised("localeString", "label", "Label", { required: true }),
    defineField({
      name: "url",
      title: "Address",
      type: "url",
      validation: (rule) => rule.required().uri({ scheme: ["https", "http"] }),
    }),
    localised("localeText", "description", "Description"),
  ],
  preview: blockPreview("Link to another site", { title: "label.it" }),
});
