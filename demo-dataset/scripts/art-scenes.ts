/**
 * Larger scenes: the shop front, the counter inside, the countryside, the rooftops of Rome, the
 * closed shutter in August, a gift basket. Each returns a body for svgDoc(w, h, d, body).
 */
import { blob, C, castShadow, type Defs, n, type Rng, shade, smoothOpen, text } from "./art-kit.ts";
import { leaf } from "./art-food.ts";
import { bottle, wineGlass } from "./art-drinks.ts";
import { grapes } from "./art-pantry.ts";

function plaster(d: Defs, r: Rng, w: number, h: number, base = "#D89A5B"): string {
  return (
    `<rect width="${w}" height="${h}" fill="${d.linear(
      [
        [0, shade(base, 0.12)],
        [1, shade(base, -0.12)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<rect width="${w}" height="${h}" fill="#000" filter="${d.mottle(0.005, 0.45, r.int(1, 99), "0.45 0.25 0.1")}"/>`
  );
}

/** Sampietrini: the black basalt cobbles of Rome, laid diagonally. */
function cobbles(d: Defs, w: number, y: number, h: number): string {
  const s = 34;
  const pat = d.pattern(
    s,
    s,
    `<rect width="${s}" height="${s}" fill="#3A3A38"/><rect x="2" y="2" width="${s - 4}" height="${s - 4}" rx="6" fill="#5E5C57"/><rect x="5" y="4" width="${s - 14}" height="6" rx="3" fill="#fff" fill-opacity="0.08"/>`,
    "rotate(45)",
  );
  return `<rect y="${y}" width="${w}" height="${h}" fill="${pat}"/><rect y="${y}" width="${w}" height="${h}" fill="${d.linear(
    [
      [0, "#000", 0.35],
      [1, "#000", 0],
    ],
  )}"/>`;
}

export function hangingSalumi(d: Defs, r: Rng, x0: number, x1: number, y: number, len: number): string {
  let out = `<path d="M${x0} ${y}H${x1}" stroke="#5A4030" stroke-width="6"/>`;
  for (let x = x0 + 30; x < x1 - 20; x += r.range(45, 70) * Math.max(1, len / 160)) {
    const l = len * r.range(0.7, 1.1),
      wd = l * r.range(0.18, 0.26);
    const tone = r.pick(["#8A3A2E", "#A4523A", "#7A2E26", "#C8926A"]);
    out +=
      `<path d="M${n(x)} ${y}V${n(y + 20)}" stroke="#EDE3D1" stroke-width="2"/>` +
      `<path d="M${n(x)} ${n(y + 18)}C${n(x + wd)} ${n(y + 22)} ${n(x + wd * 1.1)} ${n(y + l)} ${n(x)} ${n(y + l + 10)}C${n(x - wd * 1.1)} ${n(y + l)} ${n(x - wd)} ${n(y + 22)} ${n(x)} ${n(y + 18)}Z" fill="${d.linear(
        [
          [0, shade(tone, 0.15)],
          [1, shade(tone, -0.25)],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      `<path d="M${n(x - wd * 0.8)} ${n(y + l * 0.4)}h${n(wd * 1.6)}M${n(x - wd * 0.9)} ${n(y + l * 0.65)}h${n(wd * 1.8)}" stroke="#EDE3D1" stroke-opacity="0.6" stroke-width="2"/>`;
  }
  return out;
}

export function shelves(d: Defs, r: Rng, x0: number, x1: number, rows: number[], glow = false, k = 1): string {
  let out = "";
  for (const y of rows) {
    for (let x = x0 + 10; x < x1 - 30;) {
      const kind = r();
      if (kind < 0.5) {
        const jw = r.range(34, 48) * k,
          jh = jw * r.range(1.1, 1.4);
        const fill = r.pick(["#C23B22", "#E0892B", "#6E7B3B", "#D9A63A", "#8A1E3A", "#F1E6C8"]);
        out += `<rect x="${n(x)}" y="${n(y - jh)}" width="${n(jw)}" height="${n(jh)}" rx="6" fill="${fill}"/><rect x="${n(x - 2)}" y="${n(y - jh - 8 * k)}" width="${n(jw + 4)}" height="${n(10 * k)}" rx="3" fill="${glow ? "#E8D9B8" : "#CFC6B4"}"/><rect x="${n(x + 4)}" y="${n(y - jh * 0.6)}" width="${n(jw - 8)}" height="${n(jh * 0.3)}" fill="${C.cream}" fill-opacity="0.9"/>`;
        x += jw + r.range(8, 16) * k;
      } else {
        const bh = r.range(110, 150) * k,
          bw = bh * 0.22;
        const g = r.pick(["#1F2A1E", "#3A2418", "#5A6A3A", "#24301F"]);
        out += `<path d="M${n(x)} ${n(y)}V${n(y - bh * 0.62)}Q${n(x)} ${n(y - bh * 0.75)} ${n(x + bw * 0.35)} ${n(y - bh * 0.8)}V${n(y - bh)}H${n(x + bw * 0.65)}V${n(y - bh * 0.8)}Q${n(x + bw)} ${n(y - bh * 0.75)} ${n(x + bw)} ${n(y - bh * 0.62)}V${n(y)}Z" fill="${g}"/><rect x="${n(x)}" y="${n(y - bh * 0.45)}" width="${n(bw)}" height="${n(bh * 0.22)}" fill="${C.paper}"/>`;
        x += bw + r.range(10, 20) * k;
      }
    }
    out += `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${n(12 * k)}" fill="${shade(C.wood, -0.2)}"/>`;
  }
  return out;
}

function lemonTree(d: Defs, r: Rng, x: number, baseY: number, s: number): string {
  let out = castShadow(d, x, baseY, s * 0.5, s * 0.06, 0.4);
  out += `<rect x="${n(x - 6)}" y="${n(baseY - s * 1.1)}" width="12" height="${n(s * 0.7)}" fill="#6A4A2A"/>`;
  out += `<path d="${blob(r, x, baseY - s * 1.25, s * 0.55, s * 0.45, 0.15, 11)}" fill="${d.radial(
    [
      [0, "#6E8E3A"],
      [1, "#2F4A1E"],
    ],
    0.4,
    0.35,
    0.7,
  )}"/>`;
  for (let i = 0; i < 9; i++)
    out += `<ellipse cx="${n(x + r.range(-0.4, 0.4) * s)}" cy="${n(baseY - s * 1.25 + r.range(-0.3, 0.3) * s)}" rx="${n(s * 0.06)}" ry="${n(s * 0.045)}" fill="#F2CC2C"/>`;
  out += `<path d="M${n(x - s * 0.3)} ${n(baseY - s * 0.45)}H${n(x + s * 0.3)}L${n(x + s * 0.22)} ${n(baseY)}H${n(x - s * 0.22)}Z" fill="${d.linear(
    [
      [0, "#C56A44"],
      [1, "#8E4028"],
    ],
    0,
    0,
    1,
    0,
  )}"/><rect x="${n(x - s * 0.33)}" y="${n(baseY - s * 0.5)}" width="${n(s * 0.66)}" height="${n(s * 0.08)}" fill="#B35A38"/>`;
  return out;
}

/** The shop front on a lane of the centro storico, evening light inside. */
export function shopFront(d: Defs, r: Rng, w: number, h: number, closed = false): string {
  const ground = h - 150,
    doorW = 520,
    doorX = (w - doorW) / 2,
    top = 250;
  let out = plaster(d, r, w, h);
  out += `<rect x="${doorX - 330}" y="${top - 160}" width="${doorW + 660}" height="116" fill="${C.teal}"/><rect x="${doorX - 330}" y="${top - 160}" width="${doorW + 660}" height="116" fill="none" stroke="#C9A24A" stroke-width="4" stroke-opacity="0.8"/>`;
  out += text("SALONE OTTAVIA", { x: w / 2, y: top - 92, size: 58, anchor: "middle", fill: "#F1D9A0", tracking: 0.18 });
  out += text("gastronomia", {
    x: w / 2,
    y: top - 60,
    size: 24,
    anchor: "middle",
    fill: C.tealLight,
    font: "italic",
    tracking: 0.1,
  });
  const openings: Array<[number, number]> = [
    [doorX - 300, 250],
    [doorX, doorW],
    [doorX + doorW + 50, 250],
  ];
  for (const [x, ow] of openings) {
    const inner = `M${x} ${ground}V${top + ow / 2}A${ow / 2} ${ow / 2} 0 0 1 ${x + ow} ${top + ow / 2}V${ground}Z`;
    out += `<path d="${inner}" fill="${C.teal}" stroke="${C.teal}" stroke-width="28"/>`;
    if (closed) {
      let ribs = "";
      for (let y = top; y < ground; y += 18)
        ribs += `<rect x="${x}" y="${y}" width="${ow}" height="9" fill="#fff" fill-opacity="0.12"/>`;
      out += `<path d="${inner}" fill="${d.linear([
        [0, "#9AA2A2"],
        [1, "#6A7272"],
      ])}"/>${ribs}`;
    } else {
      out += `<path d="${inner}" fill="${d.radial(
        [
          [0, "#FBD58E"],
          [0.7, "#E0A04E"],
          [1, "#9A5A24"],
        ],
        0.5,
        0.55,
        0.7,
      )}"/>`;
      const clip = `c${Math.round(x)}`;
      out += `<clipPath id="${clip}"><path d="${inner}"/></clipPath><g clip-path="url(#${clip})">`;
      out += shelves(d, r, x, x + ow, [top + 290, top + 420], true);
      out += hangingSalumi(d, r, x, x + ow, top + 70, 130);
      out += `<rect x="${x}" y="${ground - 130}" width="${ow}" height="130" fill="${shade(C.teal, -0.3)}"/><rect x="${x}" y="${ground - 140}" width="${ow}" height="14" fill="#EDE8DE"/></g>`;
      out += `<path d="${inner}" fill="${d.linear(
        [
          [0, "#fff", 0.18],
          [0.5, "#fff", 0],
          [1, "#fff", 0.08],
        ],
        0,
        0,
        1,
        1,
      )}"/>`;
    }
  }
  out += `<rect x="0" y="${ground - 40}" width="${w}" height="40" fill="#E3D9C6"/><rect x="0" y="${ground - 40}" width="${w}" height="5" fill="#fff" fill-opacity="0.5"/>`;
  for (const x of [doorX - 360, doorX + doorW + 360])
    out += `<circle cx="${x}" cy="${top + 40}" r="60" fill="${d.radial([
      [0, "#FFE7A8", 0.9],
      [1, "#FFE7A8", 0],
    ])}"/><rect x="${x - 10}" y="${top + 20}" width="20" height="40" rx="6" fill="#2A2A26"/><circle cx="${x}" cy="${top + 40}" r="12" fill="#FFF3C8"/>`;
  out += cobbles(d, w, ground, h - ground);
  out += lemonTree(d, r, doorX - 390, ground + 40, 260) + lemonTree(d, r, doorX + doorW + 390, ground + 40, 240);
  if (closed) {
    out += `<g transform="rotate(-3 ${w / 2} ${top + 300})"><rect x="${w / 2 - 190}" y="${top + 190}" width="380" height="240" fill="${C.cream}"/><rect x="${w / 2 - 30}" y="${top + 176}" width="60" height="26" fill="#E8E0C8" fill-opacity="0.8"/>`;
    out += text("Chiuso per ferie", {
      x: w / 2,
      y: top + 280,
      size: 50,
      anchor: "middle",
      font: "italic",
      fill: C.teal,
    });
    out += text("ci rivediamo a settembre", {
      x: w / 2,
      y: top + 340,
      size: 28,
      anchor: "middle",
      font: "italic",
      fill: C.slate,
    });
    out += `<circle cx="${w / 2}" cy="${top + 390}" r="20" fill="${C.orange}"/></g>`;
  }
  return out;
}

/** Inside: shelves, hanging prosciutti, the marble counter with its teal front. */
export function counterInside(d: Defs, r: Rng, w: number, h: number): string {
  let out = `<rect width="${w}" height="${h}" fill="${d.radial(
    [
      [0, "#2F6A6A"],
      [1, C.tealDeep],
    ],
    0.5,
    0.3,
    0.9,
  )}"/>`;
  out += `<rect width="${w}" height="${h}" fill="#000" filter="${d.mottle(0.006, 0.35, r.int(1, 99))}"/>`;
  out += shelves(d, r, 60, w - 60, [330, 520], true);
  out += hangingSalumi(d, r, 0, w, 40, 170);
  const ct = h * 0.66;
  out += `<rect y="${ct}" width="${w}" height="${h - ct}" fill="${shade(C.teal, -0.1)}"/>`;
  for (let x = 40; x < w; x += 160)
    out += `<rect x="${x}" y="${ct + 60}" width="120" height="${h - ct - 90}" rx="6" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="4"/>`;
  out += `<rect y="${ct - 26}" width="${w}" height="36" fill="${d.linear([
    [0, "#F4F1EA"],
    [1, "#CFCBC2"],
  ])}"/>`;
  out += bottle(d, w * 0.72, ct - 20, 300, "#1F2A1E", C.paper, ["CESANESE", "del Piglio"]);
  out += wineGlass(d, w * 0.8, ct - 18, 200, "#7A1626");
  out += `<path d="M${w * 0.2} ${ct - 20}C${w * 0.2} ${ct - 140} ${w * 0.34} ${ct - 140} ${w * 0.34} ${ct - 20}Z" fill="#E8D6A8"/><path d="M${w * 0.2} ${ct - 20}C${w * 0.2} ${ct - 140} ${w * 0.34} ${ct - 140} ${w * 0.34} ${ct - 20}" fill="none" stroke="#8A6A3A" stroke-width="3"/>`;
  out += `<rect x="${w * 0.4}" y="${ct - 110}" width="${w * 0.2}" height="90" rx="40" fill="${d.linear([
    [0, "#E2B468"],
    [1, "#A8702E"],
  ])}"/>`;
  for (let i = 0; i < 4; i++)
    out += `<path d="M${n(w * 0.43 + i * 70)} ${ct - 100}l30 70" stroke="#7A4A1A" stroke-width="5" stroke-opacity="0.6"/>`;
  out += `<path d="M0 ${ct + 12}H${w}" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>`;
  return out;
}

export interface Land {
  sky: [string, string];
  hills: string[];
}

/** Countryside of Lazio: layered hills, a sun, cypresses; `sheep` or `vines` in front. */
export function countryside(d: Defs, r: Rng, w: number, h: number, land: Land, front: "sheep" | "vines"): string {
  let out = `<rect width="${w}" height="${h}" fill="${d.linear([
    [0, land.sky[0]],
    [1, land.sky[1]],
  ])}"/>`;
  out += `<circle cx="${w * 0.72}" cy="${h * 0.3}" r="${h * 0.1}" fill="#FFF1C8" fill-opacity="0.9"/>`;
  land.hills.forEach((col, i) => {
    const y = h * (0.42 + i * 0.14);
    const pts: Array<[number, number]> = [];
    for (let k = 0; k <= 6; k++) pts.push([(w * k) / 6, y + r.range(-h * 0.06, h * 0.06)]);
    out += `<path d="${smoothOpen(pts)}L${w} ${h}L0 ${h}Z" fill="${col}"/>`;
    if (i === 1) {
      for (let c = 0; c < 5; c++) {
        const cx = r.range(0.05, 0.95) * w;
        out += `<ellipse cx="${n(cx)}" cy="${n(y - 40)}" rx="12" ry="52" fill="#2F3A22"/>`;
      }
      out += `<rect x="${w * 0.3}" y="${y - 70}" width="120" height="70" fill="#D9A070"/><path d="M${w * 0.3 - 10} ${y - 70}L${w * 0.3 + 60} ${y - 105}L${w * 0.3 + 130} ${y - 70}Z" fill="#A8482E"/><rect x="${w * 0.3 + 20}" y="${y - 50}" width="18" height="22" fill="#5A3A2A"/>`;
    }
    if (front === "vines" && i === land.hills.length - 1)
      for (let k = -6; k < 14; k++)
        out += `<path d="M${n(w * 0.5 + k * 20)} ${n(y + 20)}L${n(w * 0.5 + (k - 4) * 160)} ${h}" stroke="#3E4A22" stroke-width="${n(4 + Math.abs(k - 4) * 0.5)}" stroke-dasharray="14 10" opacity="0.8"/>`;
  });
  if (front === "sheep")
    for (let i = 0; i < 14; i++) {
      const x = r.range(0.05, 0.95) * w,
        y = h * r.range(0.78, 0.95),
        s = r.range(26, 40) * (y / h);
      out +=
        `<ellipse cx="${n(x + 4)}" cy="${n(y + s * 0.7)}" rx="${n(s * 1.2)}" ry="${n(s * 0.25)}" fill="#000" fill-opacity="0.2"/>` +
        `<path d="${blob(r, x, y, s * 1.2, s * 0.75, 0.12, 10)}" fill="#F4EFE4"/><ellipse cx="${n(x + s * 1.1)}" cy="${n(y - s * 0.2)}" rx="${n(s * 0.35)}" ry="${n(s * 0.28)}" fill="#2A2420"/>`;
    }
  else out += grapes(d, r, w * 0.18, h * 0.55, 30, "#4A1E3A") + leaf(d, w * 0.1, h * 0.5, 160, -40, "basil");
  return out;
}

/** Rome's roofline at sunset: domes, a bell tower, umbrella pines. */
export function rooftops(d: Defs, r: Rng, w: number, h: number): string {
  let out = `<rect width="${w}" height="${h}" fill="${d.linear([
    [0, "#F3B45A"],
    [0.6, "#E77B3A"],
    [1, "#B5573B"],
  ])}"/>`;
  out += `<circle cx="${w * 0.62}" cy="${h * 0.55}" r="${h * 0.2}" fill="#FCE3A8" fill-opacity="0.85"/>`;
  const base = h * 0.72;
  let sky = "";
  for (let x = 0; x < w;) {
    const bw = r.range(80, 200),
      bh = r.range(40, 140);
    sky += `<rect x="${n(x)}" y="${n(base - bh)}" width="${n(bw + 2)}" height="${n(bh + h)}"/>`;
    x += bw;
  }
  sky += `<path d="M${w * 0.3} ${base - 120}A110 130 0 0 1 ${w * 0.3 + 220} ${base - 120}Z"/><rect x="${w * 0.3 + 95}" y="${base - 290}" width="30" height="50"/><rect x="${w * 0.3 - 10}" y="${base - 130}" width="240" height="30"/>`;
  sky += `<rect x="${w * 0.78}" y="${base - 330}" width="60" height="330"/><path d="M${w * 0.78} ${base - 330}L${w * 0.78 + 30} ${base - 380}L${w * 0.78 + 60} ${base - 330}Z"/>`;
  for (const px of [w * 0.1, w * 0.55, w * 0.92])
    sky += `<rect x="${px - 6}" y="${base - 200}" width="12" height="200"/><path d="${blob(r, px, base - 210, 120, 38, 0.15, 9)}"/>`;
  out += `<g fill="${shade(C.terracotta, -0.45)}">${sky}</g>`;
  for (let i = 0; i < 9; i++) {
    const bx = r.range(0.1, 0.9) * w,
      by = r.range(0.08, 0.4) * h,
      s = r.range(10, 22);
    out += `<path d="M${n(bx - s)} ${n(by - s * 0.4)}Q${n(bx - s * 0.4)} ${n(by - s * 0.5)} ${n(bx)} ${n(by)}Q${n(bx + s * 0.4)} ${n(by - s * 0.5)} ${n(bx + s)} ${n(by - s * 0.4)}" stroke="${shade(C.terracotta, -0.55)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  out += `<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="${shade(C.terracotta, -0.6)}"/>`;
  return out;
}
