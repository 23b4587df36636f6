/**
 * Tableware and pantry shapes seen from above (plates, bowls, boards, pasta, herbs, scatter),
 * drawn as flat illustration with soft gradients. Each takes a Defs and a Rng so that a dish is
 * the same picture on every run and different from its neighbours.
 */
import { blob, C, castShadow, type Defs, n, type Rng, shade, smoothOpen } from "./art-kit.ts";

export type PlateStyle = "plain" | "tealRim" | "orangeLine" | "terracotta" | "slate";

export function plate(d: Defs, cx: number, cy: number, R: number, style: PlateStyle): string {
  const glaze: Record<PlateStyle, [string, string]> = {
    plain: ["#FFFFFF", "#E7E1D6"],
    tealRim: ["#FFFFFF", "#E4E2DA"],
    orangeLine: ["#FFFDF8", "#EAE0D0"],
    terracotta: ["#D0714F", "#9C4A30"],
    slate: ["#4A585E", "#2A3438"],
  };
  const [hi, lo] = glaze[style];
  let out = castShadow(d, cx, cy, R * 1.02, R * 1.02, 0.4);
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${d.radial(
    [
      [0, hi],
      [0.8, hi],
      [1, lo],
    ],
    0.42,
    0.38,
    0.62,
  )}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.7)}" fill="${d.radial(
    [
      [0, hi],
      [0.85, shade(lo, 0.35)],
      [1, shade(lo, -0.05)],
    ],
    0.55,
    0.6,
    0.55,
  )}"/>`;
  if (style === "tealRim")
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.9)}" fill="none" stroke="${C.teal}" stroke-width="${n(R * 0.06)}"/>`;
  if (style === "orangeLine")
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.93)}" fill="none" stroke="${C.orange}" stroke-width="${n(R * 0.012)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.88)}" fill="none" stroke="${C.orange}" stroke-width="${n(R * 0.006)}"/>`;
  out += `<path d="M${n(cx - R * 0.8)} ${n(cy - R * 0.45)}A${n(R * 0.93)} ${n(R * 0.93)} 0 0 1 ${n(cx - R * 0.2)} ${n(cy - R * 0.9)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="${n(R * 0.03)}" stroke-linecap="round"/>`;
  return out;
}

export function bowl(
  d: Defs,
  cx: number,
  cy: number,
  R: number,
  soup: [string, string],
  rim: string = C.cream,
): string {
  let out = castShadow(d, cx, cy, R * 1.03, R * 1.03, 0.45);
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${d.radial(
    [
      [0, rim],
      [0.85, rim],
      [1, shade(rim, -0.2)],
    ],
    0.45,
    0.4,
    0.6,
  )}"/>`;
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.8)}" fill="${shade(rim, -0.25)}"/>`;
  out += `<circle cx="${n(cx + R * 0.02)}" cy="${n(cy + R * 0.03)}" r="${n(R * 0.76)}" fill="${d.radial(
    [
      [0, soup[0]],
      [1, soup[1]],
    ],
    0.45,
    0.4,
    0.6,
  )}"/>`;
  return out;
}

export function board(d: Defs, r: Rng, x: number, y: number, w: number, h: number, rot = 0): string {
  const cx = x + w / 2,
    cy = y + h / 2;
  let grain = "";
  for (let i = 0; i < 9; i++) {
    const gy = y + h * r.range(0.08, 0.92);
    grain += `<path d="${smoothOpen([
      [x + 20, gy],
      [x + w * 0.4, gy + r.range(-8, 8)],
      [x + w - 20, gy + r.range(-6, 6)],
    ])}" fill="none" stroke="#6A4324" stroke-opacity="0.2" stroke-width="${n(r.range(1, 3))}"/>`;
  }
  return (
    `<g transform="rotate(${rot} ${n(cx)} ${n(cy)})">` +
    castShadow(d, cx, cy, w * 0.52, h * 0.56, 0.45) +
    `<rect x="${n(x + w - 10)}" y="${n(cy - h * 0.09)}" width="${n(w * 0.16)}" height="${n(h * 0.18)}" rx="${n(h * 0.09)}" fill="${shade(C.wood, -0.1)}"/>` +
    `<circle cx="${n(x + w + w * 0.1)}" cy="${n(cy)}" r="${n(h * 0.035)}" fill="#3B2413" fill-opacity="0.5"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.08)}" fill="${d.linear(
      [
        [0, shade(C.wood, 0.18)],
        [1, shade(C.wood, -0.12)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    grain +
    `</g>`
  );
}

/** A nest of long pasta (spaghetti, tonnarelli, fettuccine). */
export function strands(
  d: Defs,
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  color: string,
  count: number,
  width: number,
): string {
  let low = "",
    mid = "",
    hi = "";
  for (let i = 0; i < count; i++) {
    const a0 = r.range(0, Math.PI * 2);
    const span = r.range(2.2, 4.5);
    const rr = R * Math.sqrt(r.range(0.05, 0.85));
    const ox = r.range(-0.12, 0.12) * R,
      oy = r.range(-0.12, 0.12) * R;
    const pts: Array<[number, number]> = [];
    for (let k = 0; k <= 8; k++) {
      const a = a0 + (span * k) / 8;
      const rad = rr * (1 + 0.18 * Math.sin(a * 2 + i)) + r.range(-0.03, 0.03) * R;
      pts.push([cx + ox + Math.cos(a) * rad, cy + oy + Math.sin(a) * rad * 0.92]);
    }
    const p = smoothOpen(pts);
    low += `<path d="${p}" stroke-width="${n(width + 3)}"/>`;
    mid += `<path d="${p}" stroke="${shade(color, r.range(-0.08, 0.08))}"/>`;
    hi += `<path d="${p}" transform="translate(-1.5 -1.5)"/>`;
  }
  return (
    `<g fill="none" stroke-linecap="round"><g stroke="#5A3A10" stroke-opacity="0.28">${low}</g>` +
    `<g stroke-width="${n(width)}">${mid}</g><g stroke="#fff" stroke-opacity="0.28" stroke-width="${n(width * 0.3)}">${hi}</g></g>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 1.1)}" fill="${d.radial(
      [
        [0, "#fff", 0.22],
        [0.55, "#fff", 0],
        [1, "#3A2410", 0.18],
      ],
      0.4,
      0.38,
      0.6,
    )}"/>`
  );
}

/** Short tubes (rigatoni) scattered in a round heap. */
export function tubes(
  d: Defs,
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  color: string,
  count: number,
  size: number,
): string {
  const grad = d.linear([
    [0, shade(color, 0.25)],
    [0.5, color],
    [1, shade(color, -0.2)],
  ]);
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2),
      rad = R * Math.sqrt(r());
    const x = cx + Math.cos(a) * rad,
      y = cy + Math.sin(a) * rad;
    const L = size * r.range(1.6, 2),
      D = size * 0.8;
    let ridges = "";
    for (let k = 1; k < 5; k++) ridges += `<path d="M${n(-L / 2 + 4)} ${n(-D / 2 + (D * k) / 5)}H${n(L / 2 - 4)}"/>`;
    out +=
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(r.range(0, 180))})">` +
      `<rect x="${n(-L / 2)}" y="${n(-D / 2 + 3)}" width="${n(L)}" height="${n(D)}" rx="${n(D * 0.3)}" fill="#3A2410" fill-opacity="0.25"/>` +
      `<rect x="${n(-L / 2)}" y="${n(-D / 2)}" width="${n(L)}" height="${n(D)}" rx="${n(D * 0.3)}" fill="${grad}"/>` +
      `<g stroke="${shade(color, -0.3)}" stroke-opacity="0.45" stroke-width="1.5">${ridges}</g>` +
      `<ellipse cx="${n(L / 2 - D * 0.12)}" cy="0" rx="${n(D * 0.16)}" ry="${n(D * 0.42)}" fill="${shade(color, -0.45)}"/></g>`;
  }
  return out;
}

/** Cubes with a band of fat: guanciale, pancetta, prosciutto dice. */
export function cubes(
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  count: number,
  size: number,
  lean = "#B5524A",
  fat = "#F3DFC8",
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2),
      rad = R * Math.sqrt(r());
    const s = size * r.range(0.8, 1.25);
    out +=
      `<g transform="translate(${n(cx + Math.cos(a) * rad)} ${n(cy + Math.sin(a) * rad)}) rotate(${n(r.range(0, 90))})">` +
      `<rect x="${n(-s / 2 + 2)}" y="${n(-s / 2 + 3)}" width="${n(s)}" height="${n(s * 0.8)}" rx="${n(s * 0.2)}" fill="#2A1608" fill-opacity="0.3"/>` +
      `<rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${n(s)}" height="${n(s * 0.8)}" rx="${n(s * 0.2)}" fill="${fat}"/>` +
      `<rect x="${n(-s / 2)}" y="${n(-s / 2 + s * 0.42)}" width="${n(s)}" height="${n(s * 0.38)}" rx="${n(s * 0.15)}" fill="${lean}"/>` +
      `<rect x="${n(-s / 2 + s * 0.15)}" y="${n(-s / 2 + s * 0.08)}" width="${n(s * 0.4)}" height="${n(s * 0.1)}" rx="${n(s * 0.05)}" fill="#fff" fill-opacity="0.5"/></g>`;
  }
  return out;
}

/** Small things scattered over a disc: pepper, cheese, crumbs. */
export function dots(
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  count: number,
  color: string,
  size: number,
  opacity = 1,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2),
      rad = R * Math.sqrt(r());
    out += `<circle cx="${n(cx + Math.cos(a) * rad)}" cy="${n(cy + Math.sin(a) * rad)}" r="${n(size * r.range(0.5, 1.2))}"/>`;
  }
  return `<g fill="${color}" fill-opacity="${opacity}">${out}</g>`;
}

/** Irregular pieces (guanciale, stew, potatoes, fried fish) with a lit top and a darker edge. */
export function chunks(
  d: Defs,
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  count: number,
  size: number,
  color: string,
  fat?: string,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2),
      rad = R * Math.sqrt(r());
    const x = cx + Math.cos(a) * rad,
      y = cy + Math.sin(a) * rad;
    const s = size * r.range(0.7, 1.2);
    out += `<path d="${blob(r, x + 2, y + 3, s, s * 0.8, 0.2, 6)}" fill="#2A1608" fill-opacity="0.3"/>`;
    out += `<path d="${blob(r, x, y, s, s * 0.8, 0.2, 6, r.range(0, 3))}" fill="${shade(color, r.range(-0.12, 0.08))}"/>`;
    if (fat)
      out += `<path d="${blob(r, x - s * 0.25, y - s * 0.1, s * 0.5, s * 0.35, 0.2, 5)}" fill="${fat}" fill-opacity="0.9"/>`;
    out += `<ellipse cx="${n(x - s * 0.3)}" cy="${n(y - s * 0.3)}" rx="${n(s * 0.25)}" ry="${n(s * 0.12)}" fill="#fff" fill-opacity="0.25"/>`;
  }
  return out;
}

export type LeafKind = "basil" | "sage" | "mint" | "parsley" | "bay";

export function leaf(d: Defs, x: number, y: number, len: number, rot: number, kind: LeafKind): string {
  const col: Record<LeafKind, [string, string]> = {
    basil: ["#4E8A2E", "#2F5E1A"],
    sage: ["#9DAE8B", "#6F8064"],
    mint: ["#5C9A4A", "#3A6A2D"],
    parsley: ["#3F7A2A", "#27511A"],
    bay: ["#5E7140", "#3D4C28"],
  };
  const [a, b] = col[kind];
  const wdt =
    kind === "sage" ? 0.3
    : kind === "bay" ? 0.26
    : 0.42;
  const w = len * wdt;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
    `<path d="M0 0C${n(len * 0.25)} ${n(-w)} ${n(len * 0.75)} ${n(-w * 0.9)} ${n(len)} 0C${n(len * 0.7)} ${n(w * 0.9)} ${n(len * 0.3)} ${n(w)} 0 0Z" fill="${d.linear(
      [
        [0, a],
        [1, b],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<path d="M0 0Q${n(len * 0.5)} ${n(-w * 0.1)} ${n(len * 0.95)} 0" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${n(Math.max(1, len * 0.02))}"/></g>`
  );
}

export function leaves(
  d: Defs,
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  count: number,
  len: number,
  kind: LeafKind,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2),
      rad = R * Math.sqrt(r());
    out += leaf(d, cx + Math.cos(a) * rad, cy + Math.sin(a) * rad, len * r.range(0.7, 1.2), r.range(0, 360), kind);
  }
  return out;
}

export function rosemary(x: number, y: number, len: number, rot: number): string {
  let needles = "";
  for (let i = 1; i < 14; i++) {
    const t = (i / 14) * len;
    needles += `<path d="M${n(t)} 0l${n(len * 0.06)} ${n(-len * 0.1)}M${n(t)} 0l${n(len * 0.06)} ${n(len * 0.1)}"/>`;
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})" stroke-linecap="round"><path d="M0 0H${n(len)}" stroke="#6B5232" stroke-width="3"/><g stroke="#3E5E3A" stroke-width="${n(len * 0.025)}">${needles}</g></g>`;
}

export function lemonHalf(d: Defs, cx: number, cy: number, R: number): string {
  let seg = "";
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    seg += `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a) * R * 0.8)} ${n(cy + Math.sin(a) * R * 0.8)}"/>`;
  }
  return (
    castShadow(d, cx, cy, R, R, 0.35) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="#E8C22A"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.9)}" fill="#FBF3D0"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.82)}" fill="${d.radial([
      [0, "#FCEB8C"],
      [1, "#F2CF3E"],
    ])}"/>` +
    `<g stroke="#FBF3D0" stroke-width="${n(R * 0.05)}">${seg}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.08)}" fill="#FBF3D0"/>`
  );
}

export function lemon(d: Defs, cx: number, cy: number, R: number, rot: number): string {
  return (
    castShadow(d, cx, cy, R * 1.25, R, 0.35) +
    `<g transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})"><path d="M${n(cx - R * 1.35)} ${n(cy)}C${n(cx - R * 1.1)} ${n(cy - R * 1.05)} ${n(cx + R * 1.1)} ${n(cy - R * 1.05)} ${n(cx + R * 1.35)} ${n(cy)}C${n(cx + R * 1.1)} ${n(cy + R * 1.05)} ${n(cx - R * 1.1)} ${n(cy + R * 1.05)} ${n(cx - R * 1.35)} ${n(cy)}Z" fill="${d.radial(
      [
        [0, "#FFF07A"],
        [0.6, "#F3CC2C"],
        [1, "#D7A419"],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>` +
    `<ellipse cx="${n(cx - R * 0.35)}" cy="${n(cy - R * 0.4)}" rx="${n(R * 0.35)}" ry="${n(R * 0.12)}" fill="#fff" fill-opacity="0.4"/></g>`
  );
}

export function breadSlice(
  d: Defs,
  r: Rng,
  cx: number,
  cy: number,
  w: number,
  h: number,
  rot: number,
  topping = "",
): string {
  let holes = "";
  for (let i = 0; i < 18; i++)
    holes += `<ellipse cx="${n(cx + r.range(-0.38, 0.38) * w)}" cy="${n(cy + r.range(-0.32, 0.32) * h)}" rx="${n(r.range(2, 7))}" ry="${n(r.range(1.5, 4))}"/>`;
  return (
    `<g transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})">` +
    castShadow(d, cx, cy, w * 0.55, h * 0.55, 0.35) +
    `<path d="${blob(r, cx, cy, w / 2, h / 2, 0.06, 10)}" fill="#8A5526"/>` +
    `<path d="${blob(r, cx, cy, w / 2 - 10, h / 2 - 10, 0.05, 10)}" fill="${d.radial([
      [0, "#F3DDB0"],
      [1, "#D9B57A"],
    ])}"/>` +
    `<g fill="#B88C52" fill-opacity="0.45">${holes}</g>${topping}</g>`
  );
}

/** A round heap of small balls: chickpeas, polpette, gnocchi seen as pillows when squashed. */
export function balls(
  d: Defs,
  r: Rng,
  cx: number,
  cy: number,
  R: number,
  count: number,
  size: number,
  color: string,
  squash = 1,
): string {
  const grad = d.radial(
    [
      [0, shade(color, 0.3)],
      [0.7, color],
      [1, shade(color, -0.3)],
    ],
    0.38,
    0.35,
    0.65,
  );
  let out = "";
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2),
      rad = R * Math.sqrt(r());
    const x = cx + Math.cos(a) * rad,
      y = cy + Math.sin(a) * rad,
      s = size * r.range(0.85, 1.15);
    out +=
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(r.range(0, 180))})">` +
      `<ellipse cx="2" cy="${n(s * 0.15)}" rx="${n(s)}" ry="${n(s * squash)}" fill="#2A1608" fill-opacity="0.28"/>` +
      `<ellipse rx="${n(s)}" ry="${n(s * squash)}" fill="${grad}"/>` +
      (squash < 1 ?
        `<path d="M${n(-s * 0.5)} ${n(-s * squash * 0.2)}h${n(s)}M${n(-s * 0.5)} ${n(s * squash * 0.25)}h${n(s)}" stroke="${shade(color, -0.25)}" stroke-width="2"/>`
      : "") +
      `</g>`;
  }
  return out;
}

/** A sauce or oil pool under the food. */
export function pool(d: Defs, r: Rng, cx: number, cy: number, R: number, color: string, opacity = 1): string {
  return `<path d="${blob(r, cx, cy, R, R * 0.95, 0.12, 11)}" fill="${d.radial([
    [0, shade(color, 0.12)],
    [1, shade(color, -0.18)],
  ])}" fill-opacity="${opacity}"/>`;
}
