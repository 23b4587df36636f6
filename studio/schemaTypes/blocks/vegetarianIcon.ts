import { InfoOutlineIcon } from "@sanity/icons";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const vegetarianIcon = defineBlock({
  name: "vegetarianIcon",
  title: "Vegetarian symbol",
  icon: InfoOutlineIcon,
  fields: [localised("localeString", "label", "Label", { description: "Missing: the site's own wording." })],
  preview: blockPreview("Vegetarian symbol", { title: "label.it" }),
});
