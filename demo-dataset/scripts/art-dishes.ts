/**
 * One picture per dish of the counter and the kitchen (antipasti, cheeses, pasta), 1200x900,
 * seen from above on a table. Secondi, sides and sweets are in art-secondi-contorni-dolci.ts, drinks in
 * art-drinks.ts; `dishSvg` in art-scenes.ts puts them on their backdrop.
 */
import { blob, C, type Defs, n, type Rng, shade } from "./art-kit.ts";
import {
  balls,
  board,
  bowl,
  breadSlice,
  cubes,
  dots,
  leaf,
  leaves,
  lemonHalf,
  plate,
  pool,
  rosemary,
  strands,
  tubes,
} from "./art-food.ts";
import { artichoke, fried, grapes, mortadellaSlice, olive, ribbon, salameSlice, walnut, wedge } from "./art-pantry.ts";

export type Draw = (d: Defs, r: Rng) => string;

const PX = 560,
  PY = 450,
  PR = 330; // the plate's usual place

export const antipasti = {
  suppli: (d, r) =>
    plate(d, PX, PY, PR, "orangeLine") +
    fried(d, r, PX - 90, PY - 90, 260, -25) +
    fried(d, r, PX + 110, PY - 20, 260, 20) +
    fried(d, r, PX - 40, PY + 130, 260, -5, "#C6452C") +
    leaves(d, r, PX + 150, PY + 170, 30, 2, 60, "basil"),
  fioriZucca: (d, r) => {
    let out = plate(d, PX, PY, PR, "plain");
    for (let i = 0; i < 4; i++) {
      const a = -150 + i * 38 + r.range(-6, 6);
      out +=
        `<g transform="translate(${PX - 40} ${PY + 60}) rotate(${n(a)})">` +
        `<path d="M0 -34C90 -60 200 -40 250 0C200 40 90 60 0 34Q-20 0 0 -34Z" fill="${d.linear(
          [
            [0, "#C98A3A"],
            [0.7, "#E8B45A"],
            [1, "#F07A1E"],
          ],
          0,
          0,
          1,
          0,
        )}"/>` +
        `<path d="M210 -18L262 -6L214 4L262 14L206 22" fill="#F28A24"/><path d="M-8 -8L-40 -4L-40 4L-8 8Z" fill="#6E8A3A"/></g>`;
    }
    return out + dots(r, PX, PY, 200, 60, "#FCE7B8", 3, 0.8) + lemonHalf(d, 1020, 720, 75);
  },
  tagliereSalumi: (d, r) => {
    let out = board(d, r, 170, 190, 820, 520, -4);
    for (let i = 0; i < 6; i++) out += salameSlice(d, r, 300 + (i % 3) * 95, 330 + Math.floor(i / 3) * 110, 55);
    out += ribbon(d, r, 720, 320, 300, -10) + ribbon(d, r, 700, 420, 280, 8) + ribbon(d, r, 740, 520, 290, -4);
    for (let i = 0; i < 4; i++) out += salameSlice(d, r, 330 + i * 70, 580, 48, "#B34A4E");
    for (let i = 0; i < 7; i++)
      out += olive(
        880 + r.range(-40, 40),
        600 + r.range(-40, 40),
        16,
        r.range(0, 180),
        i % 2 ? C.oliveDark : "#2D2A22",
      );
    return out;
  },
  prosciuttoMozzarella: (d, r) =>
    plate(d, PX, PY, PR, "tealRim") +
    ribbon(d, r, PX - 60, PY - 120, 300, -20) +
    ribbon(d, r, PX + 90, PY + 10, 280, 60) +
    ribbon(d, r, PX - 120, PY + 60, 260, 100) +
    `<circle cx="${PX + 40}" cy="${PY + 130}" r="95" fill="${d.radial(
      [
        [0, "#FFFFFF"],
        [0.8, "#F4F0E6"],
        [1, "#DCD4C4"],
      ],
      0.4,
      0.35,
      0.6,
    )}"/>` +
    leaves(d, r, PX + 40, PY + 130, 40, 2, 55, "basil"),
  carciofoGiudia: (d, r) =>
    plate(d, PX, PY, PR, "slate") +
    artichoke(d, r, PX, PY, 210, true) +
    lemonHalf(d, 1020, 200, 80) +
    dots(r, PX, PY, 200, 40, "#FFFFFF", 2.5, 0.8),
  burrataAlici: (d, r) => {
    let out = plate(d, PX, PY, PR, "plain") + pool(d, r, PX, PY, 230, "#C9B24A", 0.35);
    out += `<circle cx="${PX - 40}" cy="${PY - 20}" r="130" fill="${d.radial(
      [
        [0, "#FFFFFF"],
        [0.75, "#F5F0E4"],
        [1, "#D6CDBA"],
      ],
      0.4,
      0.35,
      0.6,
    )}"/><path d="M${PX - 80} ${PY - 70}q40 -30 80 0" stroke="#E0D8C8" stroke-width="8" fill="none"/>`;
    for (let i = 0; i < 5; i++) {
      const a = 20 + i * 28;
      out += `<g transform="translate(${PX + 60} ${PY + 40}) rotate(${a})"><path d="M10 -10C80 -22 160 -14 200 0C160 14 80 22 10 10Z" fill="${d.linear(
        [
          [0, "#7A5A48"],
          [0.5, "#B9A596"],
          [1, "#6C4A3A"],
        ],
      )}"/></g>`;
    }
    return out + breadSlice(d, r, 1000, 690, 240, 150, -25) + dots(r, PX, PY, 240, 20, "#C43A22", 3);
  },
  bruschetta: (d, r) => {
    let out = board(d, r, 170, 230, 820, 440, 3);
    for (let i = 0; i < 3; i++) {
      const x = 330 + i * 250,
        y = 450 + (i % 2 ? -20 : 20);
      out += breadSlice(d, r, x, y, 230, 150, r.range(-12, 12), chunksOfTomato(d, r, x, y));
    }
    return out;
  },
  pizzaMortadella: (d, r) => {
    let dimples = "";
    for (let i = 0; i < 60; i++)
      dimples += `<ellipse cx="${n(r.range(230, 930))}" cy="${n(r.range(290, 610))}" rx="${n(r.range(6, 14))}" ry="${n(r.range(4, 9))}"/>`;
    let out = board(d, r, 150, 220, 860, 460, -2);
    out += `<path d="${blob(r, 580, 450, 370, 170, 0.04, 14)}" fill="${d.radial(
      [
        [0, "#F4D9A0"],
        [0.8, "#E2B468"],
        [1, "#B9823C"],
      ],
      0.45,
      0.45,
      0.6,
    )}"/><g fill="#C68F45" fill-opacity="0.5">${dimples}</g>`;
    for (let i = 0; i < 4; i++) out += mortadellaSlice(d, r, 360 + i * 150, 440 + (i % 2) * 40, 110, 0.3 * i);
    return out + dots(r, 580, 440, 300, 40, "#FFFFFF", 3, 0.7);
  },
} satisfies Record<string, Draw>;

function chunksOfTomato(d: Defs, r: Rng, x: number, y: number): string {
  let out = "";
  for (let i = 0; i < 10; i++)
    out += `<rect x="${n(x + r.range(-80, 60))}" y="${n(y + r.range(-45, 30))}" width="${n(r.range(16, 26))}" height="${n(r.range(14, 22))}" rx="5" fill="${shade(C.tomato, r.range(-0.1, 0.15))}" transform="rotate(${n(r.range(-20, 20))} ${n(x)} ${n(y)})"/>`;
  return out + leaf(d, x - 10, y - 10, 50, r.range(0, 360), "basil");
}

export const formaggi = {
  pecorino: (d, r) =>
    board(d, r, 200, 220, 780, 460, 2) +
    wedge(d, r, 520, 420, 300, -8, { paste: "#F2E7CB", rind: "#3E3428", holes: 14 }) +
    `<path d="${blob(r, 820, 520, 50, 40, 0.25, 7)}" fill="#F2E7CB"/><path d="${blob(r, 760, 600, 40, 30, 0.25, 7)}" fill="#EFE2C2"/>` +
    walnut(r, 830, 330, 26) +
    walnut(r, 880, 380, 24),
  ricotta: (d, r) => {
    let curds = "";
    for (let i = 0; i < 30; i++)
      curds += `<path d="${blob(r, PX + r.range(-120, 120), PY + r.range(-90, 90), r.range(14, 28), r.range(10, 20), 0.3, 6)}"/>`;
    return (
      plate(d, PX, PY, PR, "tealRim") +
      `<path d="${blob(r, PX, PY, 170, 140, 0.12, 10)}" fill="${d.radial(
        [
          [0, "#FFFFFF"],
          [1, "#EDE6D6"],
        ],
        0.4,
        0.35,
        0.7,
      )}"/><g fill="#E7DECB" fill-opacity="0.6">${curds}</g>` +
      `<path d="M${PX - 140} ${PY - 30}C${PX - 60} ${PY - 110} ${PX + 20} ${PY + 60} ${PX + 140} ${PY - 20}" stroke="#D08A1E" stroke-opacity="0.85" stroke-width="12" fill="none" stroke-linecap="round"/>` +
      walnut(r, PX - 40, PY + 40, 26) +
      walnut(r, PX + 60, PY - 60, 24) +
      walnut(r, PX + 90, PY + 70, 22)
    );
  },
  caprino: (d, r) => {
    let out = plate(d, PX, PY, PR, "orangeLine");
    for (let i = 0; i < 3; i++) {
      const x = PX - 110 + i * 110,
        y = PY - 40 + (i % 2) * 70;
      out +=
        `<circle cx="${x + 3}" cy="${y + 6}" r="62" fill="#000" fill-opacity="0.18"/><circle cx="${x}" cy="${y}" r="62" fill="${d.radial(
          [
            [0, "#FFFFFF"],
            [1, "#ECE6D8"],
          ],
          0.4,
          0.35,
          0.6,
        )}"/>` + dots(r, x, y, 58, 50, "#4F7A2E", 2.6);
    }
    return out + breadSlice(d, r, 990, 240, 200, 110, 30) + breadSlice(d, r, 1010, 700, 200, 110, -20);
  },
  gorgonzola: (d, r) => {
    let out = plate(d, PX, PY, PR, "plain");
    out += wedge(d, r, PX - 60, PY - 40, 240, 10, { paste: "#F1EAD2", rind: "#C8B48A", veins: "#4E6A58" });
    for (let i = 0; i < 2; i++) {
      const x = PX + 120 + i * 20,
        y = PY + 90 + i * 80;
      out += `<path d="M${x} ${y - 70}C${x + 70} ${y - 60} ${x + 80} ${y + 60} ${x} ${y + 70}C${x - 80} ${y + 60} ${x - 60} ${y - 60} ${x} ${y - 70}Z" fill="${d.radial(
        [
          [0, "#B04A5E"],
          [1, "#5E1828"],
        ],
      )}" transform="rotate(${60 + i * 30} ${x} ${y})"/>`;
    }
    return out + pool(d, r, PX + 130, PY + 150, 60, C.wine, 0.5);
  },
  tagliereFormaggi: (d, r) =>
    board(d, r, 140, 170, 880, 560, -3) +
    wedge(d, r, 330, 340, 200, -10, { paste: "#F2E7CB", rind: "#3E3428", holes: 10 }) +
    wedge(d, r, 620, 320, 180, 15, { paste: "#F1EAD2", rind: "#C8B48A", veins: "#4E6A58" }) +
    wedge(d, r, 400, 560, 190, 5, { paste: "#F4D98A", rind: "#B98B3A", holes: 6 }) +
    `<circle cx="650" cy="560" r="70" fill="${d.radial([
      [0, "#FFFFFF"],
      [1, "#E9E2D2"],
    ])}"/>` +
    grapes(d, r, 860, 330, 20) +
    walnut(r, 850, 600, 26) +
    walnut(r, 900, 560, 24) +
    walnut(r, 800, 640, 22),
} satisfies Record<string, Draw>;

const pasta = "#F0C95A",
  egg = "#F3C64A";

export const primi = {
  carbonara: (d, r) =>
    plate(d, PX, PY, PR, "tealRim") +
    pool(d, r, PX, PY, 200, "#F1D27A", 0.8) +
    strands(d, r, PX, PY, 190, egg, 130, 9) +
    cubes(r, PX, PY, 150, 16, 34) +
    dots(r, PX, PY, 200, 200, "#2B2420", 2.2),
  cacioPepe: (d, r) =>
    plate(d, PX, PY, PR, "slate") +
    pool(d, r, PX, PY, 200, "#F4EBD0") +
    strands(d, r, PX, PY, 190, "#EED9A0", 110, 12) +
    dots(r, PX, PY, 190, 160, "#FBF6E6", 3, 0.8) +
    dots(r, PX, PY, 200, 260, "#231C18", 2.4),
  amatriciana: (d, r) =>
    plate(d, PX, PY, PR, "orangeLine") +
    pool(d, r, PX, PY, 210, "#9A2A16") +
    tubes(d, r, PX, PY, 170, "#E58A3C", 48, 36) +
    cubes(r, PX, PY, 150, 12, 32, "#9E3A30") +
    dots(r, PX, PY, 190, 220, "#FBF3E0", 2.4, 0.9),
  gricia: (d, r) =>
    plate(d, PX, PY, PR, "tealRim") +
    pool(d, r, PX, PY, 200, "#EFE2C0") +
    tubes(d, r, PX, PY, 170, "#EACB86", 48, 36) +
    cubes(r, PX, PY, 150, 18, 34) +
    dots(r, PX, PY, 190, 200, "#FBF6E8", 2.6, 0.9) +
    dots(r, PX, PY, 200, 160, "#231C18", 2.2),
  pastaCeci: (d, r) =>
    bowl(d, PX, PY, 320, ["#E6C98E", "#B98A4A"], "#F1E6D2") +
    balls(d, r, PX, PY, 200, 40, 17, "#E2BE7A") +
    tubes(d, r, PX, PY, 180, "#F0D58E", 22, 18) +
    rosemary(PX - 60, PY - 40, 200, 20) +
    dots(r, PX, PY, 200, 25, "#A8A22A", 7, 0.5) +
    dots(r, PX, PY, 210, 120, "#2B2420", 1.8),
  gnocchiCoda: (d, r) =>
    plate(d, PX, PY, PR, "plain") +
    pool(d, r, PX, PY, 220, "#7A2A1E") +
    balls(d, r, PX, PY, 170, 30, 30, "#F2D89E", 0.7) +
    dots(r, PX, PY, 190, 200, "#FBF6E8", 2.6, 0.9) +
    leaves(d, r, PX, PY, 120, 2, 55, "bay"),
  minestraArzilla: (d, r) => {
    let florets = "";
    for (let i = 0; i < 10; i++) {
      const a = r.range(0, Math.PI * 2),
        rad = 180 * Math.sqrt(r());
      const x = PX + Math.cos(a) * rad,
        y = PY + Math.sin(a) * rad;
      florets += balls(d, r, x, y, 16, 7, 10, "#8DBA4A");
    }
    return (
      bowl(d, PX, PY, 320, ["#E99A5A", "#B85A2A"], "#FFFFFF") +
      florets +
      tubes(d, r, PX, PY, 170, "#F0D58E", 26, 14) +
      `<path d="${blob(r, PX - 30, PY + 40, 70, 40, 0.2, 7)}" fill="#F4EEE4"/>` +
      dots(r, PX, PY, 210, 30, "#C8C23A", 6, 0.5)
    );
  },
  fettuccineCarciofi: (d, r) => {
    let slices = "";
    for (let i = 0; i < 9; i++) {
      const a = r.range(0, Math.PI * 2),
        rad = 150 * Math.sqrt(r());
      slices += `<g transform="translate(${n(PX + Math.cos(a) * rad)} ${n(PY + Math.sin(a) * rad)}) rotate(${n(r.range(0, 360))})"><path d="M0 -30Q40 -30 44 0Q40 30 0 30Q-14 0 0 -30Z" fill="#C9C68A" stroke="#7C8A3A" stroke-width="5"/><path d="M6 -18Q26 0 6 18" stroke="#9AA25A" stroke-width="3" fill="none"/></g>`;
    }
    return (
      plate(d, PX, PY, PR, "orangeLine") +
      pool(d, r, PX, PY, 190, "#EFD9A0") +
      strands(d, r, PX, PY, 190, pasta, 60, 20) +
      slices +
      leaves(d, r, PX, PY, 150, 5, 36, "mint")
    );
  },
} satisfies Record<string, Draw>;
