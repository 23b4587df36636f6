/**
 * The drawing kit behind every generated image: palette, a seeded random source, an SVG <defs>
 * collector, smooth blob paths, lettering as glyph outlines, and full-canvas backgrounds.
 * Everything is a pure function of its inputs, so the JPEG bytes (and their sha1) are stable.
 */
import { serif, serifItalic, type GlyphFont } from "./glyphs.ts";

export const C = {
  teal: "#0D5357",
  tealDeep: "#083A3D",
  tealLight: "#84B4B7",
  orange: "#E0892B",
  slate: "#2F3B40",
  paper: "#F6EFE4",
  paper2: "#EDE3D1",
  cream: "#FBF6EC",
  terracotta: "#B5573B",
  olive: "#6E7B3B",
  oliveDark: "#4A5628",
  sage: "#9AAE7C",
  tomato: "#C23B22",
  wine: "#6B1E2C",
  mustard: "#D9A63A",
  wood: "#B07A45",
  ink: "#1D2629",
  white: "#FFFFFF",
} as const;

export interface Rng {
  (): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32 seeded by FNV-1a of a string: the same name always draws the same picture. */
export function rng(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = next as Rng;
  r.range = (lo, hi) => lo + (hi - lo) * next();
  r.int = (lo, hi) => Math.floor(lo + (hi - lo + 1) * next());
  r.pick = (items) => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("pick from empty list");
    return item;
  };
  return r;
}

/** Rounds for compact, stable SVG. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export type Stops = ReadonlyArray<readonly [offset: number, color: string, opacity?: number]>;

/** Collects <defs> for one picture and hands out unique ids. */
export class Defs {
  private items: string[] = [];
  private count = 0;
  private id(prefix: string): string {
    return `${prefix}${++this.count}`;
  }
  private stops(stops: Stops): string {
    return stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("");
  }
  linear(stops: Stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.items.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: Stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id("r");
    this.items.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = this.id("b");
    this.items.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /** Low-frequency mottling, like paper or plaster; alpha keeps it a whisper. */
  mottle(freq: number, alpha: number, seed: number, tint = "0.25 0.2 0.15"): string {
    const id = this.id("m");
    const [r, g, b] = tint.split(" ");
    this.items.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed}"/>` +
        `<feColorMatrix values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 0 0 0 ${alpha} 0"/></filter>`,
    );
    return `url(#${id})`;
  }
  raw(markup: string): void {
    this.items.push(markup);
  }
  pattern(w: number, h: number, body: string, transform = ""): string {
    const id = this.id("p");
    this.items.push(
      `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ""}>${body}</pattern>`,
    );
    return `url(#${id})`;
  }
  toString(): string {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

export function svgDoc(w: number, h: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`;
}

/** A closed smooth path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(pts: ReadonlyArray<readonly [number, number]>): string {
  const p = (i: number) => pts[(i + pts.length) % pts.length]!;
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = p(i - 1),
      [x1, y1] = p(i),
      [x2, y2] = p(i + 1),
      [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return d + "Z";
}

/** An open smooth path through points. */
export function smoothOpen(pts: ReadonlyArray<readonly [number, number]>): string {
  const p = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))]!;
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = p(i - 1),
      [x1, y1] = p(i),
      [x2, y2] = p(i + 1),
      [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return d;
}

/** An irregular rounded blob around (cx, cy): sauce pools, stew, buns, potatoes. */
export function blob(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.15,
  points = 9,
  rot = 0,
): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < points; i++) {
    const a = rot + (i / points) * Math.PI * 2;
    const k = 1 + r.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}

const FONTS: Record<"serif" | "italic", GlyphFont> = { serif, italic: serifItalic };

export interface TextOpts {
  x: number;
  y: number;
  size: number;
  font?: "serif" | "italic";
  anchor?: "start" | "middle" | "end";
  fill?: string;
  tracking?: number; // extra space between letters, in em
  opacity?: number;
}

export function textWidth(str: string, size: number, font: "serif" | "italic" = "serif", tracking = 0): number {
  const f = FONTS[font];
  let w = 0;
  for (const ch of str) w += (f.glyphs[ch]?.[0] ?? f.unitsPerEm / 2) / f.unitsPerEm + tracking;
  return (w - tracking) * size;
}

/** Lettering drawn as outlines (no system fonts involved). */
export function text(str: string, o: TextOpts): string {
  const font = o.font ?? "serif";
  const f = FONTS[font];
  const s = o.size / f.unitsPerEm;
  const width = textWidth(str, o.size, font, o.tracking ?? 0);
  let x =
    o.x -
    (o.anchor === "middle" ? width / 2
    : o.anchor === "end" ? width
    : 0);
  let out = "";
  for (const ch of str) {
    const g = f.glyphs[ch];
    if (g && g[1]) out += `<path transform="translate(${n(x)} ${n(o.y)}) scale(${s.toFixed(5)})" d="${g[1]}"/>`;
    x += ((g?.[0] ?? f.unitsPerEm / 2) / f.unitsPerEm + (o.tracking ?? 0)) * o.size;
  }
  return `<g fill="${o.fill ?? C.ink}"${o.opacity === undefined ? "" : ` opacity="${o.opacity}"`}>${out}</g>`;
}

export function shade(hex: string, amount: number): string {
  const v = parseInt(hex.slice(1), 16);
  const ch = (shift: number) => {
    const c = (v >> shift) & 255;
    const t = amount < 0 ? 0 : 255;
    return Math.round(c + (t - c) * Math.abs(amount));
  };
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1).toUpperCase()}`;
}

// ---- backgrounds ---------------------------------------------------------------------------

export type Backdrop = "paper" | "linen" | "gingham" | "marble" | "tiles" | "wood" | "teal" | "slate" | "terracotta";

export function backdrop(d: Defs, r: Rng, w: number, h: number, kind: Backdrop, accent: string = C.teal): string {
  const full = (fill: string, extra = "") => `<rect width="${w}" height="${h}" fill="${fill}"${extra}/>`;
  const vignette = full(
    d.radial(
      [
        [0.55, "#000", 0],
        [1, "#000", 0.22],
      ],
      0.5,
      0.45,
      0.75,
    ),
  );
  const mottle = full("#000", ` filter="${d.mottle(0.004, 0.35, r.int(1, 99))}"`);
  switch (kind) {
    case "paper":
      return (
        full(
          d.radial(
            [
              [0, C.cream],
              [0.7, C.paper],
              [1, C.paper2],
            ],
            0.45,
            0.4,
            0.8,
          ),
        ) +
        mottle +
        vignette
      );
    case "linen": {
      const weave = d.pattern(
        6,
        6,
        `<path d="M0 0H6M0 3H6" stroke="#fff" stroke-opacity="0.12"/><path d="M0 0V6" stroke="#000" stroke-opacity="0.05"/>`,
      );
      return (
        full(
          d.linear(
            [
              [0, shade(accent, 0.15)],
              [1, shade(accent, -0.2)],
            ],
            0,
            0,
            1,
            1,
          ),
        ) +
        full(weave) +
        mottle +
        vignette
      );
    }
    case "gingham": {
      const s = Math.round(w / 14);
      const band = `fill="${accent}" fill-opacity="0.28"`;
      const pat = d.pattern(
        s * 2,
        s * 2,
        `<rect width="${s}" height="${s * 2}" ${band}/><rect width="${s * 2}" height="${s}" ${band}/>`,
        `rotate(${n(r.range(-8, 8))})`,
      );
      return full(C.cream) + full(pat) + mottle + vignette;
    }
    case "marble": {
      let veins = "";
      for (let i = 0; i < 7; i++) {
        const pts: Array<[number, number]> = [];
        let x = r.range(-0.2, 1) * w,
          y = -20;
        const dx = (r.range(0.3, 0.9) * w) / 5;
        while (y < h + 40) {
          pts.push([x, y]);
          x += dx + r.range(-60, 60);
          y += r.range(80, 160);
        }
        veins += `<path d="${smoothOpen(pts)}" fill="none" stroke="${r.pick(["#9AA3A3", "#B9B2A6", "#8E9A9A"])}" stroke-width="${n(r.range(1.5, 5))}" stroke-opacity="${n(r.range(0.2, 0.45))}"/>`;
      }
      return (
        full(
          d.linear(
            [
              [0, "#F3F1EC"],
              [1, "#DEDBD3"],
            ],
            0,
            0,
            1,
            1,
          ),
        ) +
        `<g filter="${d.blur(2)}">${veins}</g>` +
        full("#000", ` filter="${d.mottle(0.01, 0.25, r.int(1, 99), "0.4 0.42 0.42")}"`) +
        vignette
      );
    }
    case "tiles": {
      // Roman cementine: a quatrefoil on a square, in two tones.
      const s = Math.round(w / 8);
      const q = s / 2;
      const tile =
        `<rect width="${s}" height="${s}" fill="${C.paper}"/>` +
        `<path d="M${q} ${n(s * 0.06)}Q${n(s * 0.94)} ${n(s * 0.06)} ${n(s * 0.94)} ${q}Q${n(s * 0.94)} ${n(s * 0.94)} ${q} ${n(s * 0.94)}Q${n(s * 0.06)} ${n(s * 0.94)} ${n(s * 0.06)} ${q}Q${n(s * 0.06)} ${n(s * 0.06)} ${q} ${n(s * 0.06)}Z" fill="none" stroke="${accent}" stroke-opacity="0.7" stroke-width="${n(s * 0.06)}"/>` +
        `<path d="M${q} ${n(s * 0.3)}L${n(s * 0.7)} ${q}L${q} ${n(s * 0.7)}L${n(s * 0.3)} ${q}Z" fill="${C.orange}" fill-opacity="0.75"/>` +
        `<circle cx="0" cy="0" r="${n(s * 0.2)}" fill="${C.paper2}"/><circle cx="${s}" cy="0" r="${n(s * 0.2)}" fill="${C.paper2}"/>` +
        `<circle cx="0" cy="${s}" r="${n(s * 0.2)}" fill="${C.paper2}"/><circle cx="${s}" cy="${s}" r="${n(s * 0.2)}" fill="${C.paper2}"/>` +
        `<rect width="${s}" height="${s}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`;
      return full(d.pattern(s, s, tile)) + mottle + vignette;
    }
    case "wood": {
      let grain = "";
      const plank = h / 4;
      for (let i = 0; i < 4; i++) {
        grain += `<rect y="${n(i * plank)}" width="${w}" height="${n(plank)}" fill="${shade(C.wood, r.range(-0.25, 0.1))}"/>`;
        for (let k = 0; k < 6; k++) {
          const y = i * plank + r.range(0.1, 0.9) * plank;
          grain += `<path d="${smoothOpen([
            [0, y],
            [w * 0.3, y + r.range(-12, 12)],
            [w * 0.7, y + r.range(-12, 12)],
            [w, y],
          ])}" fill="none" stroke="#5A3A1E" stroke-opacity="0.18" stroke-width="${n(r.range(1, 4))}"/>`;
        }
        grain += `<rect y="${n(i * plank)}" width="${w}" height="3" fill="#3B2413" fill-opacity="0.35"/>`;
      }
      return grain + mottle + vignette;
    }
    case "teal":
    case "slate":
    case "terracotta": {
      const base =
        kind === "teal" ? C.teal
        : kind === "slate" ? C.slate
        : C.terracotta;
      return (
        full(
          d.radial(
            [
              [0, shade(base, 0.18)],
              [1, shade(base, -0.35)],
            ],
            0.4,
            0.35,
            0.85,
          ),
        ) + mottle
      );
    }
  }
}

/** A soft cast shadow for anything sitting on the table (top-down light from upper left). */
export function castShadow(d: Defs, cx: number, cy: number, rx: number, ry: number, strength = 0.35): string {
  return `<ellipse cx="${n(cx + rx * 0.06)}" cy="${n(cy + ry * 0.09)}" rx="${n(rx)}" ry="${n(ry)}" fill="#1B1208" fill-opacity="${strength}" filter="${d.blur(Math.max(rx, ry) * 0.05)}"/>`;
}
