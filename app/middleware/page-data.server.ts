import type { RouterContextProvider } from "react-router";
import { moveLqips, type DocumentOnly } from "~/request/document-only";
import { serverRequestContext } from "~/request/request-context";

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
