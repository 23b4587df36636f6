import { WarningOutlineIcon } from "@sanity/icons";
import { defineArrayMember, defineField } from "sanity";
import { localised } from "../locale";
import { ALLERGEN_OPTIONS } from "../allergen-options";
import { blockPreview, defineBlock } from "./define-block";

export const allergenInfo = defineBlock({
  name: "allergenInfo",
  title: "Allergen legend",
  icon: WarningOutlineIcon,
  fields: [
    localised("localeString", "title", "Title", { required: true }),
    localised("localeText", "intro", "Introduction", { required: true }),
    defineField({
      name: "allergens",
      title: "Allergens shown",
      type: "array",
      description: "None chosen: all 14, in the order of the EU regulation.",
      of: [defineArrayMember({ type: "string" })],
      options: { list: ALLERGEN_OPTIONS },
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: blockPreview("Allergen legend", { title: "title.it" }),
});
