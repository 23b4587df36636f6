import { StackIcon } from "@sanity/icons";
import { defineArrayMember, defineField } from "sanity";
import { imageField } from "../image";
import { BACKGROUND_TONES } from "../rules";
import { chrome, chromeBlocks } from "./chrome";
import { contentBlocks } from "./content";
import { blockPreview, defineBlock } from "./define-block";

/** Blocks a band of colour may hold: every block but another band. */
const nested = [...contentBlocks, ...chromeBlocks].map((block) => block.name);

export const background = defineBlock({
  name: "background",
  title: "Band of colour",
  description: "A full-width band holding other blocks.",
  icon: StackIcon,
  fields: [
    defineField({
      name: "tone",
      type: "string",
      options: { list: [...BACKGROUND_TONES], layout: "radio", direction: "horizontal" },
      initialValue: "paper",
      validation: (rule) => rule.required(),
    }),
    imageField("image", "Picture", { description: "Decorative, behind the band." }),
    defineField({ name: "blocks", type: "array", of: nested.map((type) => defineArrayMember({ type })), validation: (rule) => rule.required().min(1) }),
  ],
  preview: blockPreview("Band of colour", { title: "tone", media: "image" }),
});

/** Every block type a page may hold, as the site's block registry (app/blocks/index.ts) draws them. */
export const blockTypes = [...contentBlocks, background, ...chromeBlocks];
export const PAGE_BLOCK_TYPES = blockTypes.map((block) => block.name);
export { chrome, chromeBlocks, contentBlocks };
