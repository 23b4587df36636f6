/**
 * The counter's goods seen from above: salumi, cheeses, artichokes, fried things, fruit.
 */
import { blob, C, castShadow, type Defs, n, type Rng, shade, smoothClosed } from "./art-kit.ts";

export function salameSlice(d: Defs, r: Rng, cx: number, cy: number, R: number, tone = "#9E2F35"): string {
  let fat = "";
  for (let i = 0; i < Math.round(R * 0.9); i++) {
    const a = r.range(0, Math.PI * 2),
      rad = R * 0.85 * Math.sqrt(r());
    fat += `<ellipse cx="${n(cx + Math.cos(a) * rad)}" cy="${n(cy + Math.sin(a) * rad)}" rx="${n(r.range(1.5, R * 0.07))}" ry="${n(r.range(1.5, R * 0.05))}"/>`;
  }
  return (
    castShadow(d, cx, cy, R, R, 0.3) +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="#5B3A2C"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.93)}" fill="${d.radial([
      [0, shade(tone, 0.15)],
      [1, shade(tone, -0.15)],
    ])}"/>` +
    `<g fill="#F6E4D6" fill-opacity="0.9">${fat}</g>`
  );
}

export function mortadellaSlice(d: Defs, r: Rng, cx: number, cy: number, R: number, fold = 0): string {
  let spots = "";
  for (let i = 0; i < 14; i++) {
    const a = r.range(0, Math.PI * 2),
      rad = R * 0.8 * Math.sqrt(r());
    const s = r.range(R * 0.04, R * 0.09);
    spots += `<rect x="${n(cx + Math.cos(a) * rad)}" y="${n(cy + Math.sin(a) * rad)}" width="${n(s)}" height="${n(s * 0.8)}" rx="2" fill="#FBF1EC"/>`;
  }
  for (let i = 0; i < 5; i++) {
    const a = r.range(0, Math.PI * 2),
      rad = R * 0.7 * Math.sqrt(r());
    spots += `<circle cx="${n(cx + Math.cos(a) * rad)}" cy="${n(cy + Math.sin(a) * rad)}" r="${n(R * 0.045)}" fill="#7DA04A"/>`;
  }
  const shape = fold ? blob(r, cx, cy, R, R * 0.62, 0.1, 10, fold) : blob(r, cx, cy, R, R, 0.03, 12);
  return (
    castShadow(d, cx, cy, R, R * 0.8, 0.25) +
    `<path d="${shape}" fill="${d.radial([
      [0, "#F4B8B0"],
      [1, "#E19A93"],
    ])}" stroke="#C97F78" stroke-width="2"/>` +
    spots
  );
}

/** A ribbon of prosciutto or coppa laid in loose folds. */
export function ribbon(
  d: Defs,
  r: Rng,
  cx: number,
  cy: number,
  len: number,
  rot: number,
  lean = "#D9646B",
  fatEdge = "#F7E6DC",
): string {
  const top: Array<[number, number]> = [],
    bot: Array<[number, number]> = [];
  const wdt = len * 0.28;
  for (let i = 0; i <= 6; i++) {
    const x = -len / 2 + (len * i) / 6;
    const wave = Math.sin(i * 1.4 + r.range(0, 1)) * wdt * 0.35;
    top.push([x, -wdt / 2 + wave + r.range(-4, 4)]);
    bot.unshift([x, wdt / 2 + wave + r.range(-4, 4)]);
  }
  const body = smoothClosed([...top, ...bot]);
  const edge = smoothClosed([
    ...top,
    ...top
      .slice()
      .reverse()
      .map(([x, y]) => [x, y + wdt * 0.22] as [number, number]),
  ]);
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})">` +
    `<path d="${body}" transform="translate(3 5)" fill="#2A1608" fill-opacity="0.22"/>` +
    `<path d="${body}" fill="${d.linear([
      [0, shade(lean, 0.2)],
      [1, shade(lean, -0.15)],
    ])}"/>` +
    `<path d="${edge}" fill="${fatEdge}"/></g>`
  );
}

export interface WedgeOpts {
  paste: string;
  rind: string;
  holes?: number;
  veins?: string;
}

/** A wedge of cheese in three-quarter view: top face, cut face, rind. */
export function wedge(d: Defs, r: Rng, cx: number, cy: number, size: number, rot: number, o: WedgeOpts): string {
  const hgt = size * 0.45;
  const tip: [number, number] = [-size * 0.7, size * 0.15];
  const bl: [number, number] = [size * 0.45, -size * 0.45];
  const br: [number, number] = [size * 0.6, size * 0.3];
  const p = (pts: Array<[number, number]>) => "M" + pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L") + "Z";
  let marks = "";
  for (let i = 0; i < (o.holes ?? 0); i++) {
    const t = r.range(0.15, 0.9),
      s = r.range(0.1, 0.9);
    const x = tip[0] + (br[0] - tip[0]) * t,
      y = tip[1] + (br[1] - tip[1]) * t + hgt * s;
    marks += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r.range(2, size * 0.03))}" ry="${n(r.range(1.5, size * 0.02))}" fill="${shade(o.paste, -0.25)}"/>`;
  }
  if (o.veins)
    for (let i = 0; i < 7; i++) {
      const t = r.range(0.1, 0.9);
      const x = tip[0] + (br[0] - tip[0]) * t,
        y = tip[1] + (br[1] - tip[1]) * t + hgt * r.range(0.15, 0.8);
      marks += `<path d="M${n(x)} ${n(y)}q${n(r.range(5, 20))} ${n(r.range(-10, 10))} ${n(r.range(15, 35))} ${n(r.range(-5, 5))}" stroke="${o.veins}" stroke-width="${n(r.range(2, 5))}" fill="none" stroke-linecap="round"/>`;
    }
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})">` +
    castShadow(d, 0, hgt * 0.6, size * 0.75, size * 0.45, 0.4) +
    `<path d="${p([tip, br, [br[0], br[1] + hgt], [tip[0], tip[1] + hgt]])}" fill="${d.linear([
      [0, shade(o.paste, -0.05)],
      [1, shade(o.paste, -0.18)],
    ])}"/>` +
    `<path d="M${n(bl[0])} ${n(bl[1])}Q${n(size * 0.75)} ${n(-size * 0.1)} ${n(br[0])} ${n(br[1])}L${n(br[0])} ${n(br[1] + hgt)}Q${n(size * 0.78)} ${n(hgt * 0.7)} ${n(bl[0] + 6)} ${n(bl[1] + hgt)}Z" fill="${o.rind}"/>` +
    `<path d="M${n(tip[0])} ${n(tip[1])}L${n(bl[0])} ${n(bl[1])}Q${n(size * 0.75)} ${n(-size * 0.1)} ${n(br[0])} ${n(br[1])}Z" fill="${d.linear(
      [
        [0, shade(o.paste, 0.15)],
        [1, o.paste],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<path d="M${n(bl[0])} ${n(bl[1])}Q${n(size * 0.75)} ${n(-size * 0.1)} ${n(br[0])} ${n(br[1])}" fill="none" stroke="${o.rind}" stroke-width="${n(size * 0.05)}"/>` +
    marks +
    `</g>`
  );
}

/** Artichoke seen from above: rings of pointed bracts; `fried` turns it into carciofo alla giudia. */
export function artichoke(d: Defs, r: Rng, cx: number, cy: number, R: number, fried = false): string {
  let out = castShadow(d, cx, cy, R, R, 0.4);
  const rings = 5;
  for (let k = 0; k < rings; k++) {
    const rr = R * (1 - k * 0.17);
    const count = 9 - k;
    const base = fried ? shade("#B47A2E", -0.1 + k * 0.09) : shade(k < 2 ? "#6B4A6E" : "#7C9A4A", k * 0.07);
    for (let i = 0; i < count; i++) {
      const a = (i / count) * 360 + k * 17 + r.range(-6, 6);
      const len = rr,
        wd = rr * (fried ? 0.5 : 0.42);
      out +=
        `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(a)})">` +
        `<path d="M0 ${n(-wd * 0.5)}Q${n(len * 0.7)} ${n(-wd * 0.7)} ${n(len)} 0Q${n(len * 0.7)} ${n(wd * 0.7)} 0 ${n(wd * 0.5)}Z" fill="${d.linear(
          [
            [0, shade(base, -0.15)],
            [1, shade(base, 0.2)],
          ],
          0,
          0,
          1,
          0,
        )}" stroke="${shade(base, -0.35)}" stroke-width="1.5"/>` +
        (fried ?
          `<path d="M${n(len * 0.75)} 0L${n(len)} 0" stroke="#5A3310" stroke-width="3" stroke-linecap="round"/>`
        : "") +
        `</g>`;
    }
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.14)}" fill="${fried ? "#D9A24A" : "#C9D08A"}"/>`;
  return out;
}

/** Breaded and fried, oval: supplì, crocchette. Optional cut shows the inside. */
export function fried(d: Defs, r: Rng, cx: number, cy: number, len: number, rot: number, inside?: string): string {
  let crumbs = "";
  for (let i = 0; i < 40; i++)
    crumbs += `<circle cx="${n(r.range(-0.42, 0.42) * len)}" cy="${n(r.range(-0.16, 0.16) * len)}" r="${n(r.range(1.5, 4))}"/>`;
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})">` +
    castShadow(d, 0, 0, len * 0.52, len * 0.26, 0.4) +
    `<ellipse rx="${n(len / 2)}" ry="${n(len * 0.22)}" fill="${d.radial(
      [
        [0, "#E2A24E"],
        [0.75, "#B86E24"],
        [1, "#7E4514"],
      ],
      0.45,
      0.4,
      0.6,
    )}"/>` +
    `<g fill="#F1C27A" fill-opacity="0.6">${crumbs}</g>` +
    (inside ?
      `<ellipse cx="${n(len * 0.28)}" rx="${n(len * 0.14)}" ry="${n(len * 0.17)}" fill="${inside}"/><path d="M${n(len * 0.28)} ${n(-len * 0.05)}q${n(len * 0.2)} ${n(-len * 0.1)} ${n(len * 0.35)} 0" stroke="#FFF8E8" stroke-width="${n(len * 0.025)}" fill="none"/>`
    : "") +
    `</g>`
  );
}

export function olive(cx: number, cy: number, s: number, rot: number, color: string = C.oliveDark): string {
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})"><ellipse cx="2" cy="3" rx="${n(s)}" ry="${n(s * 0.72)}" fill="#000" fill-opacity="0.25"/><ellipse rx="${n(s)}" ry="${n(s * 0.72)}" fill="${color}"/><ellipse cx="${n(-s * 0.35)}" cy="${n(-s * 0.3)}" rx="${n(s * 0.3)}" ry="${n(s * 0.14)}" fill="#fff" fill-opacity="0.35"/></g>`;
}

export function walnut(r: Rng, cx: number, cy: number, s: number): string {
  return `<path d="${blob(r, cx, cy, s, s * 0.75, 0.25, 8)}" fill="#8C5A2E"/><path d="M${n(cx - s * 0.6)} ${n(cy)}q${n(s * 0.3)} ${n(-s * 0.4)} ${n(s * 0.6)} 0t${n(s * 0.6)} 0" stroke="#5C3414" stroke-width="2" fill="none"/>`;
}

export function strawberryHalf(d: Defs, cx: number, cy: number, s: number, rot: number): string {
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})">` +
    `<path d="M0 ${n(-s)}C${n(s * 0.9)} ${n(-s)} ${n(s * 0.8)} ${n(s * 0.3)} 0 ${n(s)}C${n(-s * 0.8)} ${n(s * 0.3)} ${n(-s * 0.9)} ${n(-s)} 0 ${n(-s)}Z" fill="#C8202E"/>` +
    `<path d="M0 ${n(-s * 0.75)}C${n(s * 0.6)} ${n(-s * 0.7)} ${n(s * 0.5)} ${n(s * 0.2)} 0 ${n(s * 0.7)}C${n(-s * 0.5)} ${n(s * 0.2)} ${n(-s * 0.6)} ${n(-s * 0.7)} 0 ${n(-s * 0.75)}Z" fill="${d.radial(
      [
        [0, "#FBD3D0"],
        [1, "#E8505A"],
      ],
    )}"/>` +
    `<path d="M${n(-s * 0.4)} ${n(-s)}l${n(s * 0.4)} ${n(-s * 0.3)}l${n(s * 0.4)} ${n(s * 0.3)}Z" fill="#3F7A2A"/></g>`
  );
}

export function grapes(d: Defs, r: Rng, cx: number, cy: number, s: number, color = "#5B2A4A"): string {
  let out = "";
  const grad = d.radial(
    [
      [0, shade(color, 0.35)],
      [1, color],
    ],
    0.35,
    0.35,
    0.6,
  );
  for (let row = 0; row < 5; row++)
    for (let i = 0; i < 5 - row; i++) {
      const x = cx + (i - (4 - row) / 2) * s * 1.6 + r.range(-3, 3),
        y = cy + row * s * 1.35;
      out += `<circle cx="${n(x + 2)}" cy="${n(y + 3)}" r="${n(s)}" fill="#000" fill-opacity="0.2"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${grad}"/>`;
    }
  return (
    out +
    `<path d="M${n(cx)} ${n(cy - s)}q${n(s)} ${n(-s * 2)} ${n(s * 2.5)} ${n(-s * 2.2)}" stroke="#5C4A2A" stroke-width="4" fill="none"/>`
  );
}
