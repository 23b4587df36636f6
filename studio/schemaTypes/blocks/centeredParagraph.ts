import { TextIcon } from "@sanity/icons";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const centeredParagraph = defineBlock({
  name: "centeredParagraph",
  title: "Centred paragraph",
  icon: TextIcon,
  fields: [localised("localeText", "text", "Text", { required: true })],
  preview: blockPreview("Centred paragraph", { title: "text.it" }),
});
