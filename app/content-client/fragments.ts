/**
 * GROQ fragments the feature's queries share (menu/queries.ts, journal/queries.ts, …). Plain
 * constants, which TypeGen inlines; those built from others are `as const`, so that TypeScript
 * knows a query's whole text and the content client's query map can give its result type.
 *
 * A projection names what a page draws, shaped as the page reads it:
 * - **one language**: a localised field is `{"en": …}` on an English page where the English has
 *   text, else `{"it": …}` (i18n/format.ts: `localized` reads either, and `fallbackLang` says
 *   `lang="it"` where an English page shows the Italian, the key itself being the flag);
 * - **no nulls**: a field that may be missing is asked for as `...select(defined(x) => {x})`, so it
 *   is left out rather than `null` (components read a missing field and a null one alike);
 * - **no shape-only `_type`s or `_key`s** (localised text, hotspots, crops, addresses): nothing
 *   tells those objects apart by them;
 * - **no untitled documents**: a document without a title in either language is not shown
 *   anywhere (`TITLED`), its own page is a 404.
 * Fields of a document that the Studio requires (a slug, a price, a start) are asked for plainly.
 * A text shown in place of its translation is one that is not empty.
 */

/**
 * A document with a title in at least one language: every list and every page filters by it. A
 * title of spaces is none (its spaces taken out, nothing is left).
 */
export const TITLED = /* groq */ `(array::join(string::split(coalesce(title.it, ""), " "), "") != "" || array::join(string::split(coalesce(title.en, ""), " "), "") != "")`;

/**
 * A localised text field (`{it, en}` as stored) in the visitor's language (see above), left out where
 * neither language has text. TypeGen follows a call with a literal name, so its queries stay typed.
 */
export const localisedText = <Name extends string>(name: Name) =>
  /* groq */ `...select(length(${name}.it) > 0 || $locale == "en" && length(${name}.en) > 0 => {"${name}": ${name}{...select($locale == "en" && length(en) > 0 => {en}, {it})}})` as const;

/** The image's asset: its id (which holds its dimensions, see media/image.ts) and LQIP, where the image is. */
export const IMAGE_ASSET = /* groq */ `"asset": asset->{_id, ...select(defined(metadata.lqip) => {"metadata": metadata{lqip}})}`;

/** Where an image may be cropped, and what it must keep in view: without their shape-only `_type`s. */
export const HOTSPOT_CROP = /* groq */ `...select(defined(hotspot) => {"hotspot": hotspot{x, y, height, width}}), ...select(defined(crop) => {"crop": crop{top, bottom, left, right}})`;

/** An image's alternative text in the visitor's language (see above). */
export const ALT = localisedText("alt");

/** What SanityImage draws of an image, nothing it does not. */
export const IMAGE_FIELDS = /* groq */ `_type, ${ALT}, ${HOTSPOT_CROP}, ${IMAGE_ASSET}` as const;
export const IMAGE = /* groq */ `{${IMAGE_FIELDS}}` as const;

export const TITLE = localisedText("title");
export const DESCRIPTION = localisedText("description");
export const INTRO = localisedText("intro");
export const EXCERPT = localisedText("excerpt");

/**
 * A body's items as stored (paragraphs, marks, keys: they say how to draw it), its images as every
 * image is (their alternative text is the body's language already).
 */
const BODY_ITEM =
  /* groq */ `{_type != "image" => {...}, _type == "image" => {_key, _type, ...select(defined(alt) => {alt}), ${HOTSPOT_CROP}, ${IMAGE_ASSET}}}` as const;

/**
 * A rich text (`body`) in the visitor's language: `{"en": […]}`, or the Italian (`{"it": […]}`) where the
 * English has none.
 */
export const BODY =
  /* groq */ `...select(count(body.it) > 0 || ($locale == "en" && count(body.en) > 0) => {"body": select($locale == "en" && count(body.en) > 0 => {"en": body.en[]${BODY_ITEM}}, {"it": body.it[]${BODY_ITEM}})})` as const;
