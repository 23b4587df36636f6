import type { ComponentType } from "react";
import { defineField, defineType, type FieldDefinition, type ObjectRule, type PreviewConfig } from "sanity";
import { anchorRule } from "../rules";

/**
 * A content block (docs/content-model.md §3): its own fields, and the `anchor` every block may carry
 * (the element's id, so in-page links and a subMenu can scroll to it).
 */
export function defineBlock(spec: {
  name: string;
  title: string;
  description?: string;
  icon?: ComponentType;
  fields: FieldDefinition[];
  preview?: PreviewConfig;
  validation?: (rule: ObjectRule) => ObjectRule;
}) {
  return defineType({
    type: "object",
    name: spec.name,
    title: spec.title,
    description: spec.description,
    icon: spec.icon,
    fields: [
      ...spec.fields,
      defineField({
        name: "anchor",
        title: "Anchor",
        type: "string",
        description: "Optional: a name for in-page links to this block (#serate).",
        validation: (rule) => rule.custom(anchorRule),
      }),
    ],
    preview: spec.preview ?? {
      select: { title: "title.it" },
      prepare: ({ title }: { title?: string }) => ({ title: title ?? spec.title, subtitle: spec.title }),
    },
    ...(spec.validation ? { validation: spec.validation } : {}),
  });
}

/** A preview that shows the block's kind under the chosen text (and picture). */
export function blockPreview(kind: string, select: { title: string; media?: string }): PreviewConfig {
  return {
    select,
    prepare: (value: Record<string, unknown>) => ({
      title: typeof value.title === "string" ? value.title : kind,
      subtitle: kind,
      ...(value.media ? { media: value.media as never } : {}),
    }),
  };
}
