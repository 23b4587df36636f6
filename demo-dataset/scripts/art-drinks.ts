/**
 * The bar: glasses and bottles seen from the side, standing on the counter, plus the breakfast
 * cup seen from above. 1200x900 like the dishes.
 */
import { blob, C, castShadow, type Defs, n, type Rng, shade, text, textWidth } from "./art-kit.ts";
import { plate } from "./art-food.ts";
import type { Draw } from "./art-dishes.ts";

export const COUNTER_Y = 690;

/** Wall and counter for side views. */
export function counter(d: Defs, r: Rng, w: number, h: number, wall: string, top = "#E9E4DA"): string {
  let veins = "";
  for (let i = 0; i < 6; i++)
    veins += `<path d="M${n(r.range(0, w))} ${COUNTER_Y + 10}q${n(r.range(40, 140))} ${n(r.range(20, 60))} ${n(r.range(120, 300))} ${n(r.range(60, 180))}" stroke="#A9A49A" stroke-opacity="0.5" stroke-width="2" fill="none"/>`;
  return (
    `<rect width="${w}" height="${h}" fill="${d.radial(
      [
        [0, shade(wall, 0.2)],
        [1, shade(wall, -0.3)],
      ],
      0.5,
      0.3,
      0.9,
    )}"/>` +
    `<rect width="${w}" height="${COUNTER_Y}" fill="#000" filter="${d.mottle(0.006, 0.3, r.int(1, 99))}"/>` +
    `<rect y="${COUNTER_Y}" width="${w}" height="${h - COUNTER_Y}" fill="${d.linear([
      [0, top],
      [1, shade(top, -0.15)],
    ])}"/>${veins}` +
    `<rect y="${COUNTER_Y}" width="${w}" height="6" fill="#fff" fill-opacity="0.6"/>`
  );
}

export function wineGlass(d: Defs, x: number, baseY: number, H: number, wine: string, level = 0.45): string {
  const rw = H * 0.24,
    y0 = baseY - H,
    y1 = baseY - H * 0.45,
    bh = y1 - y0;
  const bowlPath = `M${n(x - rw)} ${n(y0)}C${n(x - rw * 1.12)} ${n(y0 + bh * 0.65)} ${n(x - rw * 0.55)} ${n(y1)} ${n(x)} ${n(y1)}C${n(x + rw * 0.55)} ${n(y1)} ${n(x + rw * 1.12)} ${n(y0 + bh * 0.65)} ${n(x + rw)} ${n(y0)}Z`;
  const id = `g${Math.round(x)}${Math.round(H)}`;
  const ly = y0 + bh * (1 - level);
  return (
    castShadow(d, x, baseY, rw * 1.1, H * 0.04, 0.35) +
    `<clipPath id="${id}"><path d="${bowlPath}"/></clipPath>` +
    `<path d="${bowlPath}" fill="#FFFFFF" fill-opacity="0.14"/>` +
    `<g clip-path="url(#${id})"><rect x="${n(x - rw * 1.2)}" y="${n(ly)}" width="${n(rw * 2.4)}" height="${n(bh)}" fill="${d.linear(
      [
        [0, shade(wine, 0.15)],
        [1, shade(wine, -0.3)],
      ],
    )}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(ly)}" rx="${n(rw * 1.2)}" ry="${n(H * 0.025)}" fill="${shade(wine, 0.3)}"/></g>` +
    `<path d="${bowlPath}" fill="none" stroke="#FFFFFF" stroke-opacity="0.75" stroke-width="3"/>` +
    `<path d="M${n(x - rw * 0.7)} ${n(y0 + bh * 0.15)}q${n(-rw * 0.2)} ${n(bh * 0.35)} ${n(rw * 0.05)} ${n(bh * 0.6)}" stroke="#fff" stroke-opacity="0.7" stroke-width="${n(H * 0.018)}" fill="none" stroke-linecap="round"/>` +
    `<rect x="${n(x - H * 0.012)}" y="${n(y1)}" width="${n(H * 0.024)}" height="${n(baseY - y1)}" fill="#FFFFFF" fill-opacity="0.55"/>` +
    `<ellipse cx="${n(x)}" cy="${n(baseY)}" rx="${n(rw * 0.8)}" ry="${n(H * 0.03)}" fill="#FFFFFF" fill-opacity="0.5" stroke="#fff" stroke-width="2"/>`
  );
}

export function bottle(
  d: Defs,
  x: number,
  baseY: number,
  H: number,
  glass: string,
  label: string,
  words: [string, string],
  cap = "#6B1E2C",
): string {
  const bw = H * 0.15,
    sh = baseY - H * 0.62,
    nk = baseY - H * 0.85,
    top = baseY - H;
  const body = `M${n(x - bw)} ${n(baseY)}V${n(sh)}C${n(x - bw)} ${n(sh - H * 0.1)} ${n(x - bw * 0.3)} ${n(sh - H * 0.12)} ${n(x - bw * 0.28)} ${n(nk)}V${n(top)}H${n(x + bw * 0.28)}V${n(nk)}C${n(x + bw * 0.3)} ${n(sh - H * 0.12)} ${n(x + bw)} ${n(sh - H * 0.1)} ${n(x + bw)} ${n(sh)}V${n(baseY)}Z`;
  return (
    castShadow(d, x, baseY, bw * 1.3, H * 0.04, 0.4) +
    `<path d="${body}" fill="${d.linear(
      [
        [0, shade(glass, -0.3)],
        [0.35, shade(glass, 0.25)],
        [0.6, glass],
        [1, shade(glass, -0.45)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect x="${n(x - bw * 0.3)}" y="${n(top)}" width="${n(bw * 0.6)}" height="${n(H * 0.14)}" fill="${cap}"/>` +
    `<rect x="${n(x - bw)}" y="${n(baseY - H * 0.48)}" width="${n(bw * 2)}" height="${n(H * 0.3)}" fill="${label}"/>` +
    `<rect x="${n(x - bw)}" y="${n(baseY - H * 0.48)}" width="${n(bw * 2)}" height="${n(H * 0.3)}" fill="${d.linear(
      [
        [0, "#000", 0.25],
        [0.4, "#fff", 0.1],
        [1, "#000", 0.35],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    text(words[0], {
      x,
      y: baseY - H * 0.34,
      size: Math.min(H * 0.055, (bw * 1.7) / (textWidth(words[0], 1, "serif", 0.08) || 1)),
      anchor: "middle",
      fill: C.slate,
      tracking: 0.08,
    }) +
    text(words[1], { x, y: baseY - H * 0.25, size: H * 0.04, anchor: "middle", fill: C.terracotta, font: "italic" }) +
    `<rect x="${n(x - bw * 0.75)}" y="${n(sh)}" width="${n(bw * 0.18)}" height="${n(H * 0.5)}" rx="${n(bw * 0.09)}" fill="#fff" fill-opacity="0.25"/>`
  );
}

export function tumbler(d: Defs, r: Rng, x: number, baseY: number, H: number, drink: string): string {
  const w = H * 0.42;
  let ice = "";
  for (let i = 0; i < 3; i++)
    ice += `<rect x="${n(x - w * 0.35 + i * w * 0.22)}" y="${n(baseY - H * (0.7 - i * 0.12))}" width="${n(w * 0.32)}" height="${n(w * 0.3)}" rx="8" fill="#fff" fill-opacity="0.35" transform="rotate(${n(r.range(-15, 15))} ${n(x)} ${n(baseY - H / 2)})"/>`;
  return (
    castShadow(d, x, baseY, w * 0.7, H * 0.05, 0.35) +
    `<path d="M${n(x - w / 2)} ${n(baseY - H)}L${n(x - w * 0.45)} ${n(baseY)}H${n(x + w * 0.45)}L${n(x + w / 2)} ${n(baseY - H)}Z" fill="#fff" fill-opacity="0.15" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>` +
    `<path d="M${n(x - w * 0.48)} ${n(baseY - H * 0.75)}L${n(x - w * 0.45)} ${n(baseY - 8)}H${n(x + w * 0.45)}L${n(x + w * 0.48)} ${n(baseY - H * 0.75)}Z" fill="${d.linear(
      [
        [0, shade(drink, 0.2)],
        [1, shade(drink, -0.3)],
      ],
    )}"/>` +
    ice +
    `<path d="M${n(x + w * 0.2)} ${n(baseY - H * 1.1)}c${n(w * 0.2)} ${n(H * 0.1)} ${n(-w * 0.1)} ${n(H * 0.2)} ${n(w * 0.1)} ${n(H * 0.35)}" stroke="${C.orange}" stroke-width="${n(H * 0.05)}" fill="none" stroke-linecap="round"/>` +
    `<rect x="${n(x - w * 0.44)}" y="${n(baseY - 8)}" width="${n(w * 0.88)}" height="8" fill="#fff" fill-opacity="0.5"/>`
  );
}

export function beerGlass(d: Defs, r: Rng, x: number, baseY: number, H: number): string {
  const w = H * 0.36;
  let bubbles = "";
  for (let i = 0; i < 24; i++)
    bubbles += `<circle cx="${n(x + r.range(-0.35, 0.35) * w)}" cy="${n(baseY - r.range(0.05, 0.8) * H)}" r="${n(r.range(1.5, 4))}"/>`;
  return (
    castShadow(d, x, baseY, w * 0.6, H * 0.04, 0.35) +
    `<path d="M${n(x - w * 0.5)} ${n(baseY - H)}L${n(x - w * 0.38)} ${n(baseY)}H${n(x + w * 0.38)}L${n(x + w * 0.5)} ${n(baseY - H)}Z" fill="${d.linear(
      [
        [0, "#F2B63A"],
        [1, "#B8701A"],
      ],
    )}"/>` +
    `<g fill="#FFF3C8" fill-opacity="0.7">${bubbles}</g>` +
    `<path d="${blob(r, x, baseY - H, w * 0.52, H * 0.07, 0.1, 10)}" fill="#FFFBF0"/><rect x="${n(x - w * 0.5)}" y="${n(baseY - H)}" width="${n(w)}" height="${n(H * 0.08)}" fill="#FFFBF0"/>` +
    `<path d="M${n(x - w * 0.32)} ${n(baseY - H * 0.8)}L${n(x - w * 0.26)} ${n(baseY - H * 0.1)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${n(w * 0.06)}" stroke-linecap="round"/>`
  );
}

const W = 1200,
  H = 900;

export const vini = {
  calice: (d, r) =>
    counter(d, r, W, H, C.teal) +
    bottle(d, 420, COUNTER_Y + 40, 640, "#1F2A1E", C.paper, ["CESANESE", "del Piglio"]) +
    wineGlass(d, 720, COUNTER_Y + 70, 520, "#7A1626"),
  caliceBianco: (d, r) =>
    counter(d, r, W, H, C.slate) +
    bottle(d, 440, COUNTER_Y + 40, 640, "#8A9A5A", C.cream, ["FRASCATI", "Superiore"], C.orange) +
    wineGlass(d, 730, COUNTER_Y + 70, 520, "#E9D27A", 0.5),
  bottiglia: (d, r) =>
    counter(d, r, W, H, C.terracotta) +
    wineGlass(d, 300, COUNTER_Y + 60, 460, "#6E1424", 0.4) +
    bottle(d, 600, COUNTER_Y + 40, 600, "#24301F", C.paper2, ["LAZIO ROSSO", "selezione"]) +
    wineGlass(d, 900, COUNTER_Y + 60, 460, "#6E1424", 0.35),
  vermouth: (d, r) =>
    counter(d, r, W, H, C.teal) +
    bottle(d, 380, COUNTER_Y + 40, 600, "#5A2A18", C.cream, ["VERMOUTH", "di Torino"], C.slate) +
    tumbler(d, r, 720, COUNTER_Y + 70, 360, "#A8401E") +
    `<circle cx="930" cy="${COUNTER_Y + 40}" r="60" fill="${C.orange}"/><circle cx="930" cy="${COUNTER_Y + 40}" r="50" fill="#F6B45A"/>`,
  birra: (d, r) =>
    counter(d, r, W, H, C.slate) +
    bottle(d, 430, COUNTER_Y + 40, 560, "#5A3414", C.paper, ["BIRRA", "artigianale"], C.teal) +
    beerGlass(d, r, 740, COUNTER_Y + 70, 480),
  cappuccino: (d, r) => {
    let out =
      plate(d, 480, 450, 250, "plain") +
      `<circle cx="480" cy="450" r="170" fill="#F6F2EA" stroke="#E2DCD0" stroke-width="6"/>`;
    out += `<rect x="630" y="430" width="120" height="40" rx="20" fill="#F6F2EA" stroke="#E2DCD0" stroke-width="4"/>`;
    out += `<circle cx="480" cy="450" r="140" fill="${d.radial([
      [0, "#D9B48A"],
      [0.8, "#B07A48"],
      [1, "#7A4A22"],
    ])}"/>`;
    out += `<path d="M480 520C420 480 400 430 430 405C455 385 475 400 480 420C485 400 505 385 530 405C560 430 540 480 480 520Z" fill="#FBF4E6"/>`;
    const cx = 960,
      cy = 640;
    out += plate(d, cx, cy, 200, "tealRim");
    for (let i = -3; i <= 3; i++)
      out += `<path d="${blob(r, cx + i * 38, cy - Math.abs(i) * 18 + 20, 34 - Math.abs(i) * 3, 52 - Math.abs(i) * 6, 0.08, 8)}" fill="${d.radial(
        [
          [0, "#EDB060"],
          [1, "#B06A22"],
        ],
      )}" stroke="#8A4A14" stroke-width="2"/>`;
    return (
      out + `<rect x="900" y="120" width="26" height="220" rx="12" fill="#C9C9C4" transform="rotate(30 900 120)"/>`
    );
  },
} satisfies Record<string, Draw>;
