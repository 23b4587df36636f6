/**
 * Geometry of an image transform, as Sanity's pipeline does it: `rect` first, then fit the result to
 * `w`×`h`. Every plan extracts the source region it needs *before* resizing, so that no intermediate
 * is larger than the output (w=8192 with fit=crop never decodes to a giant canvas).
 */
import { httpError } from "./http.ts";
import { MAX_SIDE, type Colour, type ImageParams, type Rect } from "./image-params.ts";

export interface Plan {
  /** Region of the (oriented) source to keep. */
  extract: Rect;
  /** Exact output size of the resize (aspect already decided), if any. */
  resize?: { width: number; height: number };
  /** Pick the crop by entropy (sharp's strategy) rather than by gravity. */
  entropy?: boolean;
  /** fit=fill: pad the resized image to the requested size. */
  pad?: { top: number; bottom: number; left: number; right: number; background: Colour };
}

const WHITE: Colour = { r: 255, g: 255, b: 255, alpha: 1 };

function clampRect(rect: Rect | undefined, width: number, height: number): Rect {
  if (!rect) return { left: 0, top: 0, width, height };
  if (rect.left >= width || rect.top >= height) {
    throw httpError(400, `Invalid value for image parameter "rect": it starts outside the ${width}x${height} image`);
  }
  // A rectangle that runs past the edges is cut at them.
  return {
    left: rect.left,
    top: rect.top,
    width: Math.min(rect.width, width - rect.left),
    height: Math.min(rect.height, height - rect.top),
  };
}

const px = (n: number) => Math.max(1, Math.round(n));

/** Scale `region` by `s`, never past MAX_SIDE on either side. */
function scaled(region: Rect, s: number): { width: number; height: number } {
  const limit = Math.min(s, MAX_SIDE / region.width, MAX_SIDE / region.height);
  return { width: px(region.width * limit), height: px(region.height * limit) };
}

/**
 * Where a window of `size` goes inside `length`: at the focal point, else by gravity, else centred.
 */
function place(length: number, size: number, params: ImageParams, axis: "x" | "y"): number {
  const [before, after] = axis === "x" ? ["left", "right"] : ["top", "bottom"];
  let centre = length / 2;
  if (params.fp) centre = params.fp[axis] * length;
  else if (params.crop.includes(before!)) centre = size / 2;
  else if (params.crop.includes(after!)) centre = length - size / 2;
  return Math.max(0, Math.min(length - size, Math.round(centre - size / 2)));
}

/** The window of the region with the requested aspect ratio, as large as possible. */
function window(region: Rect, w: number, h: number, params: ImageParams): Rect {
  const aspect = w / h;
  const width = Math.min(region.width, px(region.height * aspect));
  const height = Math.min(region.height, px(region.width / aspect));
  return {
    left: region.left + place(region.width, width, params, "x"),
    top: region.top + place(region.height, height, params, "y"),
    width,
    height,
  };
}

export function planTransform(sourceWidth: number, sourceHeight: number, params: ImageParams): Plan {
  const region = clampRect(params.rect, sourceWidth, sourceHeight);
  const { w, h, fit } = params;
  const noUpscale = fit === "max" || fit === "min" || fit === "fillmax";

  if (w === undefined && h === undefined) return { extract: region };

  if (w === undefined || h === undefined) {
    // One side given: every fit mode scales proportionally (max and min never enlarge).
    let s = w !== undefined ? w / region.width : h! / region.height;
    if (noUpscale) s = Math.min(1, s);
    return { extract: region, resize: scaled(region, s) };
  }

  switch (fit) {
    case "clip":
    case "max": {
      const s = Math.min(w / region.width, h / region.height);
      return { extract: region, resize: scaled(region, fit === "max" ? Math.min(1, s) : s) };
    }
    case "scale":
      return { extract: region, resize: { width: w, height: h } };
    case "fill":
    case "fillmax": {
      const s = Math.min(w / region.width, h / region.height);
      const inner = scaled(region, fit === "fillmax" ? Math.min(1, s) : s);
      const left = Math.floor((w - inner.width) / 2);
      const top = Math.floor((h - inner.height) / 2);
      return {
        extract: region,
        resize: inner,
        pad: {
          left,
          top,
          right: w - inner.width - left,
          bottom: h - inner.height - top,
          background: params.bg ?? WHITE,
        },
      };
    }
    case "crop": {
      if (params.crop.includes("entropy") && !params.fp) {
        return { extract: region, resize: { width: w, height: h }, entropy: true };
      }
      return { extract: window(region, w, h, params), resize: { width: w, height: h } };
    }
    case "min": {
      // Crop to the requested aspect ratio; shrink to w×h only if the crop is larger than that.
      const crop = window(region, w, h, params);
      return crop.width > w ? { extract: crop, resize: { width: w, height: h } } : { extract: crop };
    }
  }
}
