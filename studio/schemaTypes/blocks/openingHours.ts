import { ClockIcon } from "@sanity/icons";
import { localised } from "../locale";
import { blockPreview, defineBlock } from "./define-block";

export const openingHours = defineBlock({
  name: "openingHours",
  title: "Opening hours",
  description: "The hours and closures from the settings.",
  icon: ClockIcon,
  fields: [localised("localeString", "title", "Title"), localised("localeText", "note", "Note")],
  preview: blockPreview("Opening hours", { title: "title.it" }),
});
