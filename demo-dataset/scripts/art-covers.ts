/**
 * Compositions for covers and pages: a laid table, dishes grouped on a table, a gift basket, a
 * panettone, new olive oil, a little map of the centro storico, the share card.
 */
import {
  backdrop,
  type Backdrop,
  blob,
  C,
  castShadow,
  type Defs,
  n,
  type Rng,
  shade,
  smoothOpen,
  text,
} from "./art-kit.ts";
import { dots, leaf, lemon } from "./art-food.ts";
import { bottle, counter, COUNTER_Y } from "./art-drinks.ts";
import { olive } from "./art-pantry.ts";
import type { Draw } from "./art-dishes.ts";

/** Dishes (drawn for 1200x900) placed at (x, y) with a scale on a bigger table. */
export function group(
  d: Defs,
  r: Rng,
  w: number,
  h: number,
  bg: Backdrop,
  accent: string,
  placed: Array<[Draw, number, number, number]>,
): string {
  let out = backdrop(d, r, w, h, bg, accent);
  for (const [draw, x, y, s] of placed) {
    out += `<g transform="translate(${n(x - 560 * s)} ${n(y - 450 * s)}) scale(${s})">${draw(d, r)}</g>`;
  }
  return out;
}

/** Table glasses and candles from above, for evenings. */
export function tableProps(d: Defs, r: Rng, spots: Array<[number, number]>, candles: Array<[number, number]>): string {
  let out = "";
  for (const [x, y] of spots)
    out +=
      castShadow(d, x, y, 46, 46, 0.3) +
      `<circle cx="${x}" cy="${y}" r="46" fill="#FFFFFF" fill-opacity="0.25" stroke="#fff" stroke-opacity="0.8" stroke-width="3"/><circle cx="${x}" cy="${y}" r="30" fill="#6E1424" fill-opacity="0.85"/>`;
  for (const [x, y] of candles)
    out += `<circle cx="${x}" cy="${y}" r="140" fill="${d.radial([
      [0, "#FFD98A", 0.55],
      [1, "#FFD98A", 0],
    ])}"/><circle cx="${x}" cy="${y}" r="26" fill="#F4EEE0"/><circle cx="${x}" cy="${y}" r="7" fill="#F6A23A"/>`;
  return out + dots(r, 800, 500, 500, 30, "#E9D2A0", 4, 0.6);
}

export function basket(d: Defs, r: Rng, w: number, h: number): string {
  let out = backdrop(d, r, w, h, "paper");
  const bx = w * 0.2,
    by = h * 0.5,
    bw = w * 0.6,
    bh = h * 0.4;
  out += castShadow(d, w / 2, by + bh, bw * 0.55, 40, 0.45);
  out += bottle(d, w * 0.38, by + 60, 520, "#1F2A1E", C.paper, ["CESANESE", "del Piglio"]);
  out += `<path d="M${w * 0.5} ${by + 40}V${by - 170}Q${w * 0.5 + 130} ${by - 300} ${w * 0.5 + 260} ${by - 170}V${by + 40}Z" fill="${d.linear(
    [
      [0, "#D08A3A"],
      [1, "#8E4E18"],
    ],
  )}"/>`;
  out += `<rect x="${w * 0.5 - 6}" y="${by - 180}" width="272" height="120" fill="${C.cream}"/><rect x="${w * 0.5 - 6}" y="${by - 140}" width="272" height="30" fill="${C.teal}"/>`;
  for (const [x, c] of [
    [w * 0.7, "#C23B22"],
    [w * 0.76, "#E0892B"],
  ] as const)
    out += `<rect x="${x}" y="${by - 110}" width="90" height="120" rx="10" fill="${c}"/><rect x="${x - 4}" y="${by - 126}" width="98" height="20" rx="4" fill="#CFC6B4"/><rect x="${x + 10}" y="${by - 70}" width="70" height="40" fill="${C.cream}"/>`;
  const weave = d.pattern(
    40,
    24,
    `<rect width="40" height="24" fill="#A8743A"/><path d="M0 12Q10 0 20 12T40 12" stroke="#D6A868" stroke-width="7" fill="none"/><path d="M0 24Q10 12 20 24T40 24" stroke="#7A4E22" stroke-width="3" fill="none"/>`,
  );
  out += `<path d="M${bx} ${by}H${bx + bw}L${bx + bw - 60} ${by + bh}H${bx + 60}Z" fill="${weave}"/><path d="M${bx} ${by}H${bx + bw}L${bx + bw - 60} ${by + bh}H${bx + 60}Z" fill="${d.linear(
    [
      [0, "#000", 0],
      [1, "#000", 0.3],
    ],
  )}"/>`;
  out += `<rect x="${bx - 10}" y="${by - 14}" width="${bw + 20}" height="30" rx="14" fill="#8E5A26"/>`;
  out += `<path d="M${w / 2 - 80} ${by + 30}L${w / 2} ${by + 70}L${w / 2 - 80} ${by + 110}Z M${w / 2 + 80} ${by + 30}L${w / 2} ${by + 70}L${w / 2 + 80} ${by + 110}Z" fill="${C.orange}"/><circle cx="${w / 2}" cy="${by + 70}" r="18" fill="${shade(C.orange, -0.2)}"/>`;
  return out;
}

export function panettone(d: Defs, r: Rng, w: number, h: number): string {
  let out = counter(d, r, w, h, C.slate);
  for (let i = 0; i < 40; i++)
    out += `<circle cx="${n((i / 40) * w + 10)}" cy="${n(90 + Math.sin(i * 0.7) * 40)}" r="6" fill="#FFE7A8"/><circle cx="${n((i / 40) * w + 10)}" cy="${n(90 + Math.sin(i * 0.7) * 40)}" r="22" fill="#FFE7A8" fill-opacity="0.15"/>`;
  const cx = w * 0.45,
    base = COUNTER_Y + 40,
    pw = 420,
    ph = 260;
  out += castShadow(d, cx, base, pw * 0.6, 30, 0.5);
  out += `<path d="M${cx - pw / 2} ${base - ph}Q${cx} ${base - ph - 330} ${cx + pw / 2} ${base - ph}Z" fill="${d.radial(
    [
      [0, "#B0602A"],
      [0.8, "#7A3A14"],
      [1, "#5A2A0A"],
    ],
    0.45,
    0.7,
    0.7,
  )}"/>`;
  out += `<path d="M${cx - 120} ${base - ph - 60}l90 -60 90 60M${cx - 40} ${base - ph - 130}l50 40" stroke="#E9B86A" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  out += `<rect x="${cx - pw / 2}" y="${base - ph}" width="${pw}" height="${ph}" fill="${d.linear(
    [
      [0, "#A86A2A"],
      [0.5, "#D9A060"],
      [1, "#8A5420"],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  for (let i = 0; i < 14; i++)
    out += `<rect x="${cx - pw / 2 + i * 30}" y="${base - ph}" width="4" height="${ph}" fill="#6A3A10" fill-opacity="0.35"/>`;
  out += `<rect x="${cx - pw / 2}" y="${base - ph * 0.6}" width="${pw}" height="40" fill="${C.orange}"/>`;
  const sx = w * 0.78;
  out +=
    `<path d="M${sx - 120} ${base}L${sx + 120} ${base}L${sx + 60} ${base - 210}Q${sx} ${base - 260} ${sx - 40} ${base - 200}Z" fill="${d.radial(
      [
        [0, "#FBE2A0"],
        [1, "#E6B45A"],
      ],
    )}"/>` +
    dots(r, sx, base - 90, 70, 26, "#8A3A14", 7, 0.8) +
    dots(r, sx, base - 80, 70, 12, "#E0892B", 7, 0.9);
  return out;
}

export function oil(d: Defs, r: Rng, w: number, h: number): string {
  let out = counter(d, r, w, h, C.olive, "#E6DFCF");
  for (let i = 0; i < 9; i++) out += leaf(d, w * 0.05 + i * 110, 80 + (i % 2) * 50, 150, 60 + r.range(-30, 30), "bay");
  out += `<path d="${smoothOpen([
    [0, 60],
    [w * 0.4, 140],
    [w, 70],
  ])}" stroke="#5A4A2A" stroke-width="8" fill="none"/>`;
  for (let i = 0; i < 6; i++)
    out += olive(w * 0.1 + i * 140, 200 + (i % 2) * 30, 24, 80, i % 2 ? "#4A5628" : "#2D2A22");
  out += bottle(d, w * 0.42, COUNTER_Y + 40, 640, "#6E7A1E", C.cream, ["OLIO NUOVO", "Sabina"], C.teal);
  out += `<ellipse cx="${w * 0.7}" cy="${COUNTER_Y + 70}" rx="200" ry="44" fill="#FFFFFF"/><ellipse cx="${w * 0.7}" cy="${COUNTER_Y + 66}" rx="150" ry="28" fill="${d.radial(
    [
      [0, "#D8D23A"],
      [1, "#8A9A1E"],
    ],
  )}"/>`;
  out += `<path d="${blob(r, w * 0.8, COUNTER_Y + 20, 140, 60, 0.08, 10)}" fill="#D9B57A" stroke="#8A5526" stroke-width="10"/>`;
  for (let i = 0; i < 8; i++)
    out += olive(
      w * 0.2 + r.range(-60, 60),
      COUNTER_Y + 120 + r.range(-20, 30),
      20,
      r.range(0, 180),
      i % 2 ? "#4A5628" : "#2D2A22",
    );
  return out;
}

/** A stylised map: the Tiber's bend, the centro storico, a pin in the lanes near Campo de' Fiori. */
export function map(d: Defs, r: Rng, w: number, h: number): string {
  let out = `<rect width="${w}" height="${h}" fill="${C.paper}"/>`;
  for (let i = 0; i < 26; i++) {
    const y = r.range(0, h),
      x = r.range(0, w);
    out += `<path d="M${n(x - 400)} ${n(y + r.range(-80, 80))}L${n(x + 400)} ${n(y + r.range(-80, 80))}" stroke="#fff" stroke-width="${n(r.range(6, 16))}"/>`;
  }
  for (let i = 0; i < 60; i++)
    out += `<path d="${blob(r, r.range(0, w), r.range(0, h), r.range(30, 70), r.range(20, 50), 0.2, 6)}" fill="${C.paper2}"/>`;
  const river = smoothOpen([
    [w * 0.55, -40],
    [w * 0.42, h * 0.2],
    [w * 0.3, h * 0.45],
    [w * 0.42, h * 0.72],
    [w * 0.36, h * 1.05],
  ]);
  out += `<path d="${river}" stroke="${C.tealLight}" stroke-width="70" fill="none"/><path d="${river}" stroke="#A9CACB" stroke-width="40" fill="none"/>`;
  out += `<circle cx="${w * 0.7}" cy="${h * 0.3}" r="70" fill="${C.sage}" fill-opacity="0.5"/>`;
  out += `<path d="M${w * 0.55} ${h * 0.12}L${w * 0.66} ${h * 0.85}M${w * 0.4} ${h * 0.5}H${w}" stroke="#fff" stroke-width="24"/>`;
  const px = w * 0.52,
    py = h * 0.55;
  out +=
    castShadow(d, px, py + 10, 40, 14, 0.4) +
    `<path d="M${px} ${py}C${px - 60} ${py - 80} ${px - 50} ${py - 150} ${px} ${py - 150}C${px + 50} ${py - 150} ${px + 60} ${py - 80} ${px} ${py}Z" fill="${C.orange}"/><circle cx="${px}" cy="${py - 100}" r="20" fill="${C.cream}"/>`;
  out += text("Salone Ottavia", { x: px + 70, y: py - 90, size: 44, fill: C.teal });
  out += text("Tevere", { x: w * 0.24, y: h * 0.6, size: 34, fill: C.teal, font: "italic", opacity: 0.7 });
  out += text("Campo de' Fiori", { x: w * 0.62, y: h * 0.72, size: 30, fill: C.slate, font: "italic", opacity: 0.8 });
  return out;
}

export function share(d: Defs, r: Rng, w: number, h: number): string {
  let out = backdrop(d, r, w, h, "teal");
  out += `<rect x="30" y="30" width="${w - 60}" height="${h - 60}" fill="none" stroke="#C9A24A" stroke-opacity="0.7" stroke-width="3"/>`;
  out += text("Salone Ottavia", { x: 90, y: 300, size: 120, fill: C.cream });
  out += text("Gastronomia · Roma", { x: 96, y: 380, size: 52, fill: C.orange, font: "italic" });
  out += text("banco, cucina e vino nel centro storico", {
    x: 98,
    y: 470,
    size: 30,
    fill: C.tealLight,
    font: "italic",
  });
  out +=
    lemon(d, w - 220, h - 200, 70, -20) +
    leaf(d, w - 250, h - 280, 120, -60, "bay") +
    leaf(d, w - 200, h - 270, 100, -20, "bay");
  out += `<rect x="96" y="410" width="120" height="4" fill="${C.orange}"/>`;
  return out;
}
