import { TextIcon } from "@sanity/icons";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const subtitle = defineBlock({
  name: "subtitle",
  title: "Subtitle",
  icon: TextIcon,
  fields: [localised("localeString", "text", "Text", { required: true })],
  preview: blockPreview("Subtitle", { title: "text.it" }),
});
