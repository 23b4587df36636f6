import type { RouterContextProvider } from "react-router";
import { onlyLocale } from "~/i18n/only-locale";
import { moveLqips, type DocumentOnly } from "~/request/document-only";
import { isRecord } from "@shared/narrow";
import { serverRequestContext } from "~/request/request-context";
import { siteRequest } from "./site-request.server";

/**
 * A page loader's result as the browser gets it. Its queries shaped it already (content-client/fragments.ts:
 * the page's language, no nulls, no shape-only `_type`s); for a document request, what the
 * document's markup carries is left out of it (its JSON-LD and the images' LQIPs: see
 * document-only.ts). Loaders build everything (structured data) before.
 */
export type PageData<T> = T extends { jsonLd: infer J } ? Omit<T, "jsonLd"> & { jsonLd?: J } : T;

type LoaderArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

export function pageData<T extends object>(args: LoaderArgs, value: T): PageData<T> {
  const holder = args.context.get(serverRequestContext).documentOnly;
  const data = holder ? leaveInDocument(value, holder) : value;
  // PageData<T> is T less the JSON-LD the document carries: a conditional type, which TypeScript
  // cannot check a generic value against.
  return data as PageData<T>;
}

/**
 * The same for data still asked for as stored (a page's blocks, the site settings: blocks/queries.ts,
 * chrome/queries.ts): first trimmed to the page's language, without the fields the query answered
 * `null` and without the `_type` and `_key` of the objects nothing tells apart by them (SHAPE_TYPES),
 * each a copy of the whole tree.
 */
export function storedPageData<T extends object>(args: LoaderArgs, value: T): PageData<T> {
  return pageData(args, withoutShapeTypes(withoutNulls(onlyLocale(value, siteRequest(args).locale))));
}

/**
 * The data less what a document's markup carries once: the LQIPs, moved to `holder` out of the
 * loader's own value (no copy: each query's result is the loader's own, parsed for it), and the
 * JSON-LD.
 */
function leaveInDocument<T extends object>(value: T, holder: DocumentOnly): object {
  moveLqips(value, holder);
  if (!("jsonLd" in value) || !Array.isArray(value.jsonLd)) return value;
  holder.jsonLd = value.jsonLd.filter((script): script is string => typeof script === "string");
  const { jsonLd: _jsonLd, ...rest } = value;
  return rest;
}

/** A copy without the object fields whose value is null (array items stay: their places count). */
export function withoutNulls<T>(value: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(node)) if (field !== null) out[key] = walk(field);
    return out;
  };
  // A copy of the same shape, less its nulls: given the type of what was copied (see onlyLocale).
  return walk(value) as T;
}

/**
 * The `_type`s that only name an object's shape: code reads localised text, hotspots and crops,
 * opening hours, links and addresses by their fields (their `_type` is optional in content-client/types.ts),
 * so the browser is not sent them, nor such an object's `_key` (keys only key React's lists, and
 * those lists key by place where there is none: they keep their order while a page is shown). In the
 * turbo-stream the page hydrates from, each is one more entry in every such object (74 localised
 * texts and 36 hours and links on the home page). A `_type` that says what to draw stays, and its
 * `_key`: blocks (the chrome blocks, `header`, `footer`… are block types too), rich text's items and
 * marks, images (a rich text tells its images from its paragraphs by it), menu entries.
 */
export const SHAPE_TYPES: ReadonlySet<string> = new Set([
  "localeString",
  "localeText",
  "localeBlockContent",
  "sanity.imageHotspot",
  "sanity.imageCrop",
  "openingDay",
  "timeRange",
  "openingException",
  "navigation",
  "navLink",
  "socialLink",
  "postalAddress",
  "geopoint",
  "chrome",
]);

/** A copy without the `_type` and `_key` of the objects whose type is one of SHAPE_TYPES. */
export function withoutShapeTypes<T>(value: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    const record = node;
    const shapeOnly = typeof record._type === "string" && SHAPE_TYPES.has(record._type);
    for (const [key, field] of Object.entries(record)) if (!(shapeOnly && (key === "_type" || key === "_key"))) out[key] = walk(field);
    return out;
  };
  // A copy of the same shape less optional `_type`s and `_key`s: given the type of what was copied (see onlyLocale).
  return walk(value) as T;
}
