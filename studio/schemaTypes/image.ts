import { defineArrayMember, defineField, type ImageRule } from "sanity";
import { localised } from "./locale";

/**
 * The image field (docs/content-model.md §1): an asset with hotspot and crop, alternative text in
 * both languages (none: a decorative picture) and, where the site shows one, a caption.
 */
function imageFields(caption: boolean) {
  return [
    localised("localeString", "alt", "Alternative text", {
      description: "What the picture shows, for those who cannot see it. Leave empty for a decorative picture.",
    }),
    ...(caption ? [localised("localeString", "caption", "Caption")] : []),
  ];
}

/** The asset id holds the picture's size (`image-<sha1>-<w>x<h>-<ext>`). */
export function imageSize(value: unknown): { width: number; height: number } | null {
  const ref = (value as { asset?: { _ref?: unknown } } | undefined)?.asset?._ref;
  const match = typeof ref === "string" ? /^image-[a-f0-9]+-(\d+)x(\d+)-[a-z0-9]+$/.exec(ref) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

export function imageField(
  name: string,
  title: string,
  options: {
    required?: boolean;
    description?: string;
    caption?: boolean;
    group?: string;
    size?: { width: number; height: number };
  } = {},
) {
  const { required = false, caption = false, size, ...rest } = options;
  return defineField({
    name,
    title,
    type: "image",
    options: { hotspot: true },
    fields: imageFields(caption),
    ...rest,
    validation: (rule: ImageRule) => {
      const rules = [required ? rule.required().assetRequired() : rule.assetRequired()];
      if (size) {
        rules.push(
          rule
            .custom((value) => {
              const got = imageSize(value);
              return !got || (got.width === size.width && got.height === size.height) ?
                  true
                : `Exactly ${size.width}×${size.height} pixels`;
            })
            .warning(),
        );
      }
      return rules;
    },
  });
}

export function imageMember(options: { caption?: boolean } = {}) {
  return defineArrayMember({
    type: "image",
    options: { hotspot: true },
    fields: imageFields(options.caption ?? false),
    validation: (rule) => rule.assetRequired(),
  });
}
