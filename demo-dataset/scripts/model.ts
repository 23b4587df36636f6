/**
 * The shapes of the dataset (see docs/content-model.md) and small builders that keep the copy
 * modules readable. Images are referred to by picture name (`@name`) until the generator has
 * rendered them and knows their asset ids.
 */
export interface LocaleString {
  _type: "localeString";
  it: string;
  en: string;
}
export interface LocaleText {
  _type: "localeText";
  it: string;
  en: string;
}
export interface Reference {
  _type: "reference";
  _ref: string;
}
export interface Slug {
  _type: "slug";
  current: string;
}
export interface ImageField {
  _type: "image";
  _key?: string;
  asset: Reference;
  hotspot?: { _type: "sanity.imageHotspot"; x: number; y: number; height: number; width: number };
  crop?: { _type: "sanity.imageCrop"; top: number; bottom: number; left: number; right: number };
  alt?: LocaleString;
  caption?: LocaleString;
}
/** A file field (a video, a sound): `asset` names a clip of the generator until it is encoded. */
export interface FileField {
  _type: "file";
  asset: Reference;
}
export interface Link {
  _type: "ctaLink";
  label: LocaleString;
  href: string;
}

/** Any document before the generator adds _createdAt, _updatedAt and _rev. */
export interface Doc {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export type Pair = readonly [it: string, en: string];

export const ls = (it: string, en: string): LocaleString => ({ _type: "localeString", it, en });
export const lt = (it: string, en: string): LocaleText => ({ _type: "localeText", it, en });
export const ref = (id: string): Reference => ({ _type: "reference", _ref: id });
export const slug = (current: string): Slug => ({ _type: "slug", current });
export const link = (label: Pair, href: string): Link => ({ _type: "ctaLink", label: ls(...label), href });

/**
 * Marks a picture or a clip by name; the generator swaps `@name` for the asset's id
 * (`image-<sha1>-<w>x<h>-jpg`, `file-<sha1>-webm`).
 */
export const pictureRef = (name: string): Reference => ref(`@${name}`);

export interface ImageOpts {
  key?: string;
  caption?: Pair;
  /** Focus point (x, y in 0..1) for art-directed crops. */
  focus?: readonly [number, number];
  crop?: boolean;
}

/** An image field. Without `alt` the image is decorative. */
export function image(name: string, alt?: Pair, o: ImageOpts = {}): ImageField {
  const field: ImageField = { _type: "image", asset: pictureRef(name) };
  if (o.key) field._key = o.key;
  if (o.focus) field.hotspot = { _type: "sanity.imageHotspot", x: o.focus[0], y: o.focus[1], height: 0.6, width: 0.6 };
  if (o.crop) field.crop = { _type: "sanity.imageCrop", top: 0, bottom: 0, left: 0, right: 0 };
  if (alt) field.alt = ls(...alt);
  if (o.caption) field.caption = ls(...o.caption);
  const { _key, ...rest } = field;
  return _key ? { _key, ...rest } : rest;
}

/** A file field holding one of the generator's clips (clip.ts). */
export const file = (name: string): FileField => ({ _type: "file", asset: pictureRef(name) });

/** Gives each object of an array a short deterministic `_key`: prefix + position. */
export function keyed<T extends object>(prefix: string, items: readonly T[]): Array<T & { _key: string }> {
  return items.map((item, i) => ({ _key: `${prefix}${i}`, ...item }));
}

/** Page blocks: each gets `_key` from the page's prefix; nested blocks get their own. */
export type Block = { _type: string; [field: string]: unknown };
export const blocks = (prefix: string, list: readonly Block[]): Array<Block & { _key: string }> => keyed(prefix, list);
