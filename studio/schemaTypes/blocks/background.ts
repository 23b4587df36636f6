import { StackIcon } from "@sanity/icons";
import { defineArrayMember, defineField } from "sanity";
import { imageField } from "../image";
import { BACKGROUND_TONES } from "../rules";
import { blockPreview, defineBlock } from "./define-block";

/** A band of colour, holding the blocks named in `nested` (index.ts: every block but another band). */
export function backgroundBlock(nested: string[]) {
  return defineBlock({
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
      defineField({
        name: "blocks",
        type: "array",
        of: nested.map((type) => defineArrayMember({ type })),
        validation: (rule) => rule.required().min(1),
      }),
    ],
    preview: blockPreview("Band of colour", { title: "tone", media: "image" }),
  });
}
