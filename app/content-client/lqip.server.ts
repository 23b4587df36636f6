import { LRUCache } from "lru-cache";
import type sharpFunction from "sharp";
import type { ContentClient } from "./protocol.server";
import { log } from "@config/log.server";
import { isRecord } from "@site/narrow";

/**
 * Smaller LQIPs. The content service sends each image's placeholder as Sanity does
 * (`asset.metadata.lqip`): a JPEG some 20 px wide, as a data URL of about 500 characters, most of
 * them the JPEG's own tables (quantisation and Huffman), which every LQIP repeats. Every image a
 * page draws carries one in the document. Re-encoded as WebP (sharp, the image library the content
 * service's transforms use) the same picture takes 43% of the characters over the demo's 80 LQIPs:
 * 1.7 KB less on the home document, 4.3 KB on the menu's (decision 0048). At quality 80 the colours
 * stay the JPEG's (a mean difference of 3.4 per channel on 0-255; at quality 50 it was 5.5, and
 * visibly off on 20 px), with the colour planes subsampled the careful way.
 *
 * It runs where a query's result comes in from the service (`withCompactLqips` around the content
 * clients), so the content cache keeps the smaller one and a page pays for it once per refresh, not
 * per request; each LQIP is converted once per process (an LQIP is the same wherever its asset is
 * drawn). Anything that is not a small JPEG data URL, or that sharp refuses, stays as it came.
 */
const JPEG_PREFIX = "data:image/jpeg;base64,";
/** A data URL longer than this is not an LQIP (some other field, or content gone wrong): left alone. */
const MAX_LQIP_LENGTH = 4096;
/** Nor is a picture of more pixels than this (Sanity's are 20 px wide). */
const MAX_PIXELS = 64 * 64;
const LQIP_WEBP_QUALITY = 80;

const converted = new LRUCache<string, Promise<string>>({ max: 4096 });
let warned = false;

type Sharp = typeof sharpFunction;
let sharpModule: Promise<Sharp> | undefined;

/**
 * Each LQIP's mean colour (`#rrggbb`), by LQIP (the service's and the smaller one alike): what the
 * first screen's image draws before it arrives, in a server-rendered document, instead of its LQIP
 * (media/SanityImage). Worked out with the WebP, from the same decoded pixels.
 */
const meanColours = new LRUCache<string, string>({ max: 8192 });

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, "0");

async function toWebp(lqip: string): Promise<string> {
  // Loaded on the first LQIP: a server that never sees one never loads the native library.
  const sharp = await (sharpModule ??= import("sharp").then((m) => m.default));
  const jpeg = Buffer.from(lqip.slice(JPEG_PREFIX.length), "base64");
  const picture = sharp(jpeg, { limitInputPixels: MAX_PIXELS });
  const [webp, stats] = await Promise.all([
    picture.clone().webp({ quality: LQIP_WEBP_QUALITY, smartSubsample: true, effort: 6 }).toBuffer(),
    picture.stats(),
  ]);
  const smaller = `data:image/webp;base64,${webp.toString("base64")}`;
  const [r, g, b] = stats.channels;
  if (r && g && b) {
    const colour = `#${hex(r.mean)}${hex(g.mean)}${hex(b.mean)}`;
    meanColours.set(lqip, colour);
    meanColours.set(smaller, colour);
  }
  return smaller.length < lqip.length ? smaller : lqip;
}

/** The mean colour of an LQIP this process has compacted (undefined for any other). */
export function lqipColour(lqip: string): string | undefined {
  return meanColours.get(lqip);
}

/** The WebP LQIP for a JPEG one (the same string when it cannot be made, or is no smaller). */
export function compactLqip(lqip: string): Promise<string> {
  if (!lqip.startsWith(JPEG_PREFIX) || lqip.length > MAX_LQIP_LENGTH) return Promise.resolve(lqip);
  let result = converted.get(lqip);
  if (!result) {
    result = toWebp(lqip).catch((error: unknown) => {
      if (!warned) {
        warned = true;
        log.warn("an LQIP could not be re-encoded: LQIPs are sent as the content service gave them", {
          error: String(error),
        });
      }
      return lqip;
    });
    converted.set(lqip, result);
  }
  return result;
}

/**
 * Replaces, in place, every `lqip` string of `value` (a query's result, just parsed from the
 * service's answer: nothing else holds it yet) by its WebP. Returns `value`.
 */
export async function compactLqips<T>(value: T): Promise<T> {
  const pending: Promise<void>[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isRecord(node)) return;
    for (const key in node) {
      const field = node[key];
      if (key === "lqip" && typeof field === "string") {
        pending.push(
          compactLqip(field).then((smaller) => {
            node[key] = smaller;
          }),
        );
      } else walk(field);
    }
  };
  walk(value);
  await Promise.all(pending);
  return value;
}

/** `client`, its results carrying the compact LQIPs. */
export function withCompactLqips(client: ContentClient): ContentClient {
  return {
    options: client.options,
    fetch: async (query, params, queryOptions) => compactLqips(await client.fetch(query, params, queryOptions)),
  };
}
