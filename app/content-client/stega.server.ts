import { stegaClean, stegaEncodeSourceMap, type ContentSourceMap, type FilterDefault } from "@sanity/client/stega";
import { LOCALES } from "@site/locales";

/**
 * Stega in preview: the venue's words in a query's result carry, in invisible characters, a link to
 * the document and field they come from (decoded by the overlays of @sanity/visual-editing).
 *
 * Which strings: only those read from a localised field (a path through `it` or `en`: titles,
 * descriptions, labels, the spans of rich text), and of those only what @sanity/client's default
 * filter would encode too (no URL, date, slug, `seo` field…). Everything else in the schema is data
 * a program reads (slugs, times of the opening hours, dates, prices, allergen and dietary keys,
 * tones and variants that become class names, colours, phone numbers, addresses): an allow-list,
 * so a field added to the schema tomorrow is data until it is a localised text.
 * Text that is still machine-read (the head's title and meta, JSON-LD, feeds, calendar files, the
 * sitemap, the web manifest) is cleaned where it is written, or never encoded (`withoutStega`).
 */
const LANGUAGE_KEYS: ReadonlySet<string> = new Set(LOCALES);

export const stegaFilter: FilterDefault = (props) =>
  props.sourcePath.some((segment) => typeof segment === "string" && LANGUAGE_KEYS.has(segment)) &&
  props.filterDefault(props);

export interface StegaOptions {
  /** The Studio the edit links open (SANITY_STUDIO_URL). */
  studioUrl: string;
}

/**
 * A result with its strings encoded by the query's content source map (a result without one is returned as it
 * came).
 */
export function encodeStega<T>(result: T, sourceMap: ContentSourceMap | undefined, options: StegaOptions): T {
  if (!sourceMap) return result;
  return stegaEncodeSourceMap(result, sourceMap, { enabled: true, studioUrl: options.studioUrl, filter: stegaFilter });
}

/** A value with every stega sequence taken out of its strings (for what a program reads). */
export const cleanStega = stegaClean;
