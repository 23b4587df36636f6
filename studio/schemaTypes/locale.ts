import { defineArrayMember, defineField, defineType, type Rule, type RuleDef } from "sanity";
import { FALLBACK_LOCALE, LOCALE_INFO, type Locale } from "../../site/locales";
import { LOCALES, hrefRule, languageTextRule, oneLineRule, sameShapeRule } from "./rules";

/**
 * The localised types, stored as `{ _type, it, en }` (docs/content-model.md §1). A missing Italian
 * text is an error: Italian is the site's fallback, so a value without it shows nothing in either
 * language. A missing English text is a warning: the English site shows the Italian one meanwhile,
 * and a venue can publish a dish before its translation. `npm run content:validate --strict` (in
 * `npm test`) holds the demo dataset to both. The rules sit on the languages, so they run whenever
 * the value is present; whether the value itself is required is the field's own rule.
 */
function languageRule(locale: Locale, kind: "text" | "blocks") {
  return <R extends RuleDef<R, unknown>>(rule: R): R => {
    const checked = rule.custom(languageTextRule(locale, kind));
    return locale === FALLBACK_LOCALE ? checked.error() : checked.warning();
  };
}

const languageTitle = (locale: Locale) => LOCALE_INFO[locale].name;

export const localeString = defineType({
  name: "localeString",
  title: "Short text (Italian and English)",
  type: "object",
  options: { columns: 2 },
  fields: LOCALES.map((locale) =>
    defineField({
      name: locale,
      title: languageTitle(locale),
      type: "string",
      validation: (rule) => [languageRule(locale, "text")(rule), rule.custom(oneLineRule)],
    }),
  ),
});

export const localeText = defineType({
  name: "localeText",
  title: "Text (Italian and English)",
  type: "object",
  fields: LOCALES.map((locale) =>
    defineField({
      name: locale,
      title: languageTitle(locale),
      type: "text",
      rows: 3,
      description: "Each line is shown as its own line.",
      validation: languageRule(locale, "text"),
    }),
  ),
});

/** The Portable Text of an article or a rich-text block, in one language (§4 of the content model). */
const portableText = [
  defineArrayMember({
    type: "block",
    styles: [
      { title: "Normal", value: "normal" },
      { title: "Heading 2", value: "h2" },
      { title: "Heading 3", value: "h3" },
      { title: "Heading 4", value: "h4" },
      { title: "Heading 5", value: "h5" },
      { title: "Heading 6", value: "h6" },
      { title: "Quote", value: "blockquote" },
    ],
    lists: [
      { title: "Bullets", value: "bullet" },
      { title: "Numbers", value: "number" },
    ],
    marks: {
      decorators: [
        { title: "Strong", value: "strong" },
        { title: "Emphasis", value: "em" },
      ],
      annotations: [
        defineArrayMember({
          name: "link",
          title: "Link",
          type: "object",
          fields: [
            defineField({
              name: "href",
              title: "Address",
              type: "string",
              description:
                "A path on the site without the language (/menu/pasta-e-ceci), or https://…, mailto:…, tel:…",
              validation: (rule) => rule.required().custom(hrefRule),
            }),
          ],
        }),
      ],
    },
  }),
  // Here `alt` is a plain string: the body is already in one language.
  defineArrayMember({
    type: "image",
    options: { hotspot: true },
    fields: [
      defineField({
        name: "alt",
        title: "Alternative text",
        type: "string",
        description: "What the picture shows, in this body's language. Empty: a decorative picture.",
      }),
    ],
  }),
];

export const localeBlockContent = defineType({
  name: "localeBlockContent",
  title: "Rich text (Italian and English)",
  type: "object",
  fields: LOCALES.map((locale) =>
    defineField({
      name: locale,
      title: languageTitle(locale),
      type: "array",
      of: portableText,
      validation: (rule) => [
        languageRule(locale, "blocks")(rule),
        ...(locale === FALLBACK_LOCALE ?
          []
        : [
            rule
              .custom((value, context) =>
                sameShapeRule((context.parent as Record<string, unknown> | undefined)?.[FALLBACK_LOCALE], value),
              )
              .warning(),
          ]),
      ],
    }),
  ),
});

/** A field of a localised type; `required` makes the value itself required (its languages always are). */
export function localised(
  kind: "localeString" | "localeText" | "localeBlockContent",
  name: string,
  title: string,
  options: { required?: boolean; description?: string; group?: string | string[]; fieldset?: string } = {},
) {
  const { required = false, ...rest } = options;
  return defineField({
    name,
    title,
    type: kind,
    ...rest,
    ...(required ? { validation: (rule: Rule) => rule.required() } : {}),
  });
}
