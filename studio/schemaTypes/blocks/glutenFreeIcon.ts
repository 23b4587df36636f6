import { InfoOutlineIcon } from "@sanity/icons";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const glutenFreeIcon = defineBlock({
  name: "glutenFreeIcon",
  title: "Gluten-free symbol",
  icon: InfoOutlineIcon,
  fields: [localised("localeString", "label", "Label", { description: "Missing: the site's own wording." })],
  preview: blockPreview("Gluten-free symbol", { title: "label.it" }),
});
