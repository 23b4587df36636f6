/**
 * The query parameters of Sanity's image pipeline (those @sanity/image-url emits), validated and
 * normalised. An invalid value is a 400 naming the parameter; unknown parameters are ignored.
 */
import { httpError } from "./http.ts";

/** Largest side the CDN produces, after `dpr` (like Sanity's). */
export const MAX_SIDE = 8192;

export type Fit = "clip" | "crop" | "fill" | "fillmax" | "max" | "min" | "scale";
export type OutputFormat = "jpg" | "pjpg" | "png" | "webp" | "avif" | "gif";
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface Colour {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

export interface ImageParams {
  /** Requested size in output pixels, `dpr` applied and clamped to MAX_SIDE. */
  w?: number;
  h?: number;
  fit: Fit;
  /** crop=top,left… (gravity), focalpoint, entropy; empty means centre. */
  crop: string[];
  fp?: { x: number; y: number };
  rect?: Rect;
  fm?: OutputFormat;
  autoFormat: boolean;
  q: number;
  bg?: Colour;
  flip: { h: boolean; v: boolean };
  or: 0 | 90 | 180 | 270;
  blur?: number;
  sharpen?: number;
  invert: boolean;
  sat?: number;
  /** Download file name; "" means the asset's own name. */
  dl?: string;
}

const FITS = new Set<Fit>(["clip", "crop", "fill", "fillmax", "max", "min", "scale"]);
const FORMATS = new Map<string, OutputFormat>([
  ["jpg", "jpg"],
  ["jpeg", "jpg"],
  ["pjpg", "pjpg"],
  ["png", "png"],
  ["webp", "webp"],
  ["avif", "avif"],
  ["gif", "gif"],
]);
const CROPS = new Set(["top", "bottom", "left", "right", "center", "focalpoint", "entropy"]);

function bad(name: string, _value: string, expected: string): never {
  // The value itself is not echoed back: the site proxies these answers to visitors.
  throw httpError(400, `Invalid value for image parameter "${name}" (expected ${expected})`);
}

function number(query: URLSearchParams, name: string, min: number, max: number, expected: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) bad(name, raw, expected);
  if (value < min) bad(name, raw, expected);
  return Math.min(value, max);
}

function colour(raw: string): Colour {
  const hex = raw.replace(/^#/, "");
  if (!/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex))
    bad("bg", raw, "a hex colour: RGB, ARGB, RRGGBB or AARRGGBB");
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
  const argb = full.length === 8 ? full : `ff${full}`;
  const byte = (i: number) => parseInt(argb.slice(i, i + 2), 16);
  return { alpha: byte(0) / 255, r: byte(2), g: byte(4), b: byte(6) };
}

export function parseImageParams(query: URLSearchParams): ImageParams {
  const dpr = number(query, "dpr", 0.1, 3, "a number from 1 to 3") ?? 1;
  const side = (name: "w" | "h") => {
    const value = number(query, name, 1, Number.MAX_SAFE_INTEGER, "a positive number of pixels");
    return value === undefined ? undefined : Math.max(1, Math.min(MAX_SIDE, Math.round(value * Math.max(1, dpr))));
  };

  const fitRaw = query.get("fit") || "clip";
  if (!FITS.has(fitRaw as Fit)) bad("fit", fitRaw, [...FITS].join(", "));

  const crop = (query.get("crop") || "").split(",").filter(Boolean);
  for (const mode of crop) if (!CROPS.has(mode)) bad("crop", mode, [...CROPS].join(", "));

  const fpX = number(query, "fp-x", 0, 1, "a number from 0 to 1");
  const fpY = number(query, "fp-y", 0, 1, "a number from 0 to 1");

  let rect: Rect | undefined;
  const rectRaw = query.get("rect");
  if (rectRaw) {
    const parts = rectRaw.split(",").map(Number);
    if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n) || n < 0))
      bad("rect", rectRaw, "left,top,width,height");
    const [left = 0, top = 0, width = 0, height = 0] = parts.map(Math.round);
    if (width < 1 || height < 1) bad("rect", rectRaw, "a width and height of at least 1");
    rect = { left, top, width, height };
  }

  const fmRaw = query.get("fm");
  const fm = fmRaw ? FORMATS.get(fmRaw) : undefined;
  if (fmRaw && !fm) bad("fm", fmRaw, [...FORMATS.keys()].join(", "));

  const auto = (query.get("auto") || "").split(",").filter(Boolean);
  const orRaw = query.get("or");
  const or = orRaw ? Number(orRaw) : 0;
  if (or !== 0 && or !== 90 && or !== 180 && or !== 270) bad("or", orRaw ?? "", "0, 90, 180 or 270");
  const flip = query.get("flip") ?? "";
  if (!/^(h|v|hv|vh)?$/.test(flip)) bad("flip", flip, "h, v or hv");
  const bgRaw = query.get("bg");
  const dl = query.get("dl");

  return {
    w: side("w"),
    h: side("h"),
    fit: fitRaw as Fit,
    crop,
    fp: fpX !== undefined || fpY !== undefined ? { x: fpX ?? 0.5, y: fpY ?? 0.5 } : undefined,
    rect,
    fm,
    autoFormat: auto.includes("format"),
    q: Math.round(number(query, "q", 0, 100, "a quality from 0 to 100") ?? 75),
    bg: bgRaw ? colour(bgRaw) : undefined,
    flip: { h: flip.includes("h"), v: flip.includes("v") },
    or,
    blur: number(query, "blur", 0, 2000, "a number from 0 to 2000") || undefined,
    sharpen: number(query, "sharp", 0, 100, "a number from 0 to 100") || undefined,
    invert: query.get("invert") === "true" || query.get("invert") === "1",
    sat: number(query, "sat", -100, 100, "a number from -100 to 100"),
    dl: dl === null ? undefined : dl,
  };
}

/** Picks the output format: auto=format prefers AVIF, then WebP, from the Accept header. */
export function chooseFormat(params: ImageParams, accept: string, original: OutputFormat): OutputFormat {
  if (params.autoFormat) {
    if (/\bimage\/avif\b/i.test(accept)) return "avif";
    if (/\bimage\/webp\b/i.test(accept)) return "webp";
  }
  return params.fm ?? original;
}
