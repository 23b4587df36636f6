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

/** The image's asset: its id (which holds its dimensions, see media/image.ts) and LQIP, where the image is. */
export const IMAGE_ASSET = /* groq */ `"asset": asset->{_id, ...select(defined(metadata.lqip) => {"metadata": metadata{lqip}})}`;

/** Where an image may be cropped, and what it must keep in view: without their shape-only `_type`s. */
export const HOTSPOT_CROP = /* groq */ `...select(defined(hotspot) => {"hotspot": hotspot{x, y, height, width}}), ...select(defined(crop) => {"crop": crop{top, bottom, left, right}})`;

/** An image's alternative text in the visitor's language (see above). */
export const ALT = /* groq */ `...select((defined(alt.it) && alt.it != "") || ($locale == "en" && defined(alt.en) && alt.en != "") => {"alt": select($locale == "en" && defined(alt.en) && alt.en != "" => {"en": alt.en}, {"it": alt.it})})`;

/** What SanityImage draws of an image, nothing it does not. */
export const IMAGE_FIELDS = /* groq */ `_type, ${ALT}, ${HOTSPOT_CROP}, ${IMAGE_ASSET}` as const;
export const IMAGE = /* groq */ `{${IMAGE_FIELDS}}` as const;

export const TITLE = /* groq */ `...select((defined(title.it) && title.it != "") || ($locale == "en" && defined(title.en) && title.en != "") => {"title": select($locale == "en" && defined(title.en) && title.en != "" => {"en": title.en}, {"it": title.it})})`;
export const DESCRIPTION = /* groq */ `...select((defined(description.it) && description.it != "") || ($locale == "en" && defined(description.en) && description.en != "") => {"description": select($locale == "en" && defined(description.en) && description.en != "" => {"en": description.en}, {"it": description.it})})`;
export const INTRO = /* groq */ `...select((defined(intro.it) && intro.it != "") || ($locale == "en" && defined(intro.en) && intro.en != "") => {"intro": select($locale == "en" && defined(intro.en) && intro.en != "" => {"en": intro.en}, {"it": intro.it})})`;
export const EXCERPT = /* groq */ `...select((defined(excerpt.it) && excerpt.it != "") || ($locale == "en" && defined(excerpt.en) && excerpt.en != "") => {"excerpt": select($locale == "en" && defined(excerpt.en) && excerpt.en != "" => {"en": excerpt.en}, {"it": excerpt.it})})`;
