import { TextIcon } from "@sanity/icons";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const linedTitle = defineBlock({
  name: "linedTitle",
  title: "Title between rules",
  icon: TextIcon,
  fields: [localised("localeString", "text", "Text", { required: true })],
  preview: blockPreview("Title between rules", { title: "text.it" }),
});
