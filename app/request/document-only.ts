import { createContext, useContext } from "react";
import { isRecord, propertyOf } from "@site/narrow";

/**
 * What a server-rendered document carries once, in its markup, and not a second time in the
 * loader data it hands the browser for hydration: the page's structured data (JSON-LD) and each
 * image's LQIP. A document request gets a holder (through the request context, see
 * request-context.ts); the page's loader moves those values into it (page-data.server.ts) and the
 * server render reads them from it. In the browser the components find them again in the markup
 * they hydrate (StructuredData, SanityImage). A data request (`.data`, a client-side navigation)
 * has no holder: its loader data keeps them, since there is no markup to read them from.
 */
export interface DocumentOnly {
  /** The page's JSON-LD scripts, serialised. */
  jsonLd: string[] | undefined;
  /** Each image's LQIP, by image asset id. */
  lqip: Map<string, string>;
  /** An LQIP's mean colour, when the server knows it (content-client/lqip.server.ts). */
  lqipColour: (lqip: string) => string | undefined;
}

export function newDocumentOnly(lqipColour: DocumentOnly["lqipColour"] = () => undefined): DocumentOnly {
  return { jsonLd: undefined, lqip: new Map(), lqipColour };
}

export const DocumentOnlyContext = createContext<DocumentOnly | undefined>(undefined);

/** The holder of the document being rendered on the server; undefined in the browser. */
export function useDocumentOnly(): DocumentOnly | undefined {
  return useContext(DocumentOnlyContext);
}

interface WithAsset {
  asset: { _id: string; metadata?: { lqip?: string } & Record<string, unknown> } & Record<string, unknown>;
}

function isImageWithLqip(value: Record<string, unknown>): value is Record<string, unknown> & WithAsset {
  const asset = value.asset;
  return isRecord(asset) && typeof asset._id === "string" && typeof propertyOf(asset.metadata, "lqip") === "string";
}

/**
 * Moves every image asset's LQIP out of `value` into `holder.lqip` (by asset id), in place: `value`
 * is the loader's own (each query's result is parsed for the request that asked), so nothing is
 * copied. Only a document request does this, once per page.
 */
export function moveLqips(value: unknown, holder: DocumentOnly): void {
  if (Array.isArray(value)) {
    for (const item of value) moveLqips(item, holder);
    return;
  }
  if (!isRecord(value)) return;
  if (isImageWithLqip(value)) {
    const { asset } = value;
    holder.lqip.set(asset._id, asset.metadata!.lqip!);
    delete asset.metadata!.lqip;
    // The LQIP is all the queries ask of an asset's metadata: an empty one is left out.
    if (Object.keys(asset.metadata!).length === 0) delete asset.metadata;
    return;
  }
  for (const key in value) moveLqips(value[key], holder);
}

/** The LQIP a server-rendered image carries in its inline style (`--lqip: url("…")`), if any. */
export function lqipFromStyle(style: string | undefined): string | undefined {
  const match = /url\(\s*"?(data:[^")]+)"?\s*\)/.exec(style ?? "");
  return match?.[1];
}
