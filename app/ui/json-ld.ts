/**
 * JSON-LD (schema.org) helpers shared by the builders: absolute URLs, image URLs, serialisation.
 */
import { hasImage, imageUrl, type ImageConfig } from "~/content-client/image";
import type { SanityImageValue } from "~/content-client/types";
import { localizePath, type Locale } from "@site/locales";

export const SCHEMA_ORG = "https://schema.org";

/** A schema.org node: a type and its properties (`@id` links nodes across pages). */
export interface JsonLdNode {
  "@context"?: typeof SCHEMA_ORG;
  "@type": string;
  "@id"?: string;
  [property: string]: unknown;
}

export interface SeoContext {
  /** Public origin, no trailing slash (SITE_URL). */
  siteUrl: string;
  locale: Locale;
  images: ImageConfig;
}

/** The absolute, canonical URL of an unprefixed site path in `locale` (Italian unprefixed, /en). */
export function absoluteUrl(ctx: Pick<SeoContext, "siteUrl" | "locale">, path: string): string {
  return `${ctx.siteUrl.replace(/\/+$/, "")}${localizePath(path, ctx.locale)}`;
}

/** An absolute JPEG URL of an image, cropped to `width`×`height` around its hotspot. */
export function absoluteImageUrl(
  ctx: Pick<SeoContext, "siteUrl" | "images">,
  image: SanityImageValue | null | undefined,
  size: { width: number; height?: number },
): string | undefined {
  if (!hasImage(image)) return undefined;
  const url = imageUrl(ctx.images, image, { ...size, format: "jpg", quality: 80 });
  return url.startsWith("/") ? `${ctx.siteUrl.replace(/\/+$/, "")}${url}` : url;
}

/** The venue's node id: the same on every page and language, so pages can point at it. */
export function venueId(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/#venue`;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` (and `>`, `&`, U+2028/9) escaped so no
 * content can close the script element or start a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The fields of a postal address, as the site settings and an event's own place hold them. */
type AddressFields = Partial<
  Record<"streetAddress" | "postalCode" | "addressLocality" | "addressRegion" | "addressCountry", string | null>
>;

/** An address as a schema.org `PostalAddress` (the venue's, an event's place), without its empty fields. */
export function postalAddress(address: AddressFields | null | undefined): JsonLdNode | undefined {
  if (!address) return undefined;
  return compact({
    "@type": "PostalAddress",
    streetAddress: address.streetAddress,
    postalCode: address.postalCode,
    addressLocality: address.addressLocality,
    addressRegion: address.addressRegion,
    addressCountry: address.addressCountry,
  });
}

/** Drops properties whose value is undefined, null, "" or an empty array (schema.org wants them absent). */
export function compact<T extends Record<string, unknown>>(node: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  // The node less its empty properties, given the node's type (a required one is never empty).
  return out as T;
}
