import { BlockContentIcon } from "@sanity/icons";
import { localised } from "../locale";
import { defineBlock } from "./define-block";

export const richText = defineBlock({
  name: "richText",
  title: "Rich text",
  icon: BlockContentIcon,
  fields: [localised("localeBlockContent", "body", "Text", { required: true })],
  preview: {
    select: { block: "body.it" },
    prepare: ({ block }: { block?: { children?: { text?: string }[] }[] }) => ({
      title: block?.[0]?.children?.map((c) => c.text).join("") || "Rich text",
      subtitle: "Rich text",
    }),
  },
});
