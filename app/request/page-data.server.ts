import type { RouterContextProvider } from "react-router";
import { onlyLocale } from "~/i18n/only-locale";
import { moveLqips, type DocumentOnly } from "./document-only";
import { isRecord } from "@shared/narrow";
import { serverRequestContext } from "./request-context";
import { siteRequest } from "./site-request.server";

/**
 * A page loader's result as the browser gets it: in the page's language only, and, for a document
 * request, without what the document's markup already carries (its JSON-LD and the images' LQIPs:
 * see document-only.ts), without the fields a query answered `null` (a projection names every
 * field, set or not; components read a missing field and a null one alike), and without the `_type`
 * and `_key` of the objects nothing tells apart by them (SHAPE_TYPES). Loaders build everything (structured data
 * needs both languages) before.
 */
export type PageData<T> = T extends { jsonLd: infer J } ? Omit<T, "jsonLd"> & { jsonLd?: J } : T;

export function pageData<T extends object>(args: { request: Request; url: URL; context: Readonly<RouterContextProvider> }, value: T): PageData<T> {
  const localised = withoutShapeTypes(withoutNulls(onlyLocale(value, siteRequest(args).locale)));
  const holder = args.context.get(serverRequestContext).documentOnly;
  const data = holder ? leaveInDocument(localised, holder) : localised;
  // PageData<T> is T less the JSON-LD the document carries: a conditional type, which TypeScript
  // cannot check a generic value against.
  return data as PageData<T>;
}

/** The data less what a document's markup carries once (the LQIPs, the JSON-LD), moved to `holder`. */
function leaveInDocument<T extends object>(value: T, holder: DocumentOnly): object {
  const moved = moveLqips(value, holder);
  if (!("jsonLd" in moved) || !Array.isArray(moved.jsonLd)) return moved;
  holder.jsonLd = moved.jsonLd.filter((script): script is string => typeof script === "string");
  const { jsonLd: _jsonLd, ...rest } = moved;
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
 * opening hours, links and addresses by their fields (their `_type` is optional in content/types.ts),
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
