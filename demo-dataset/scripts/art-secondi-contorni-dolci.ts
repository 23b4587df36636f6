/**
 * Secondi, contorni and dolci, seen from above (1200x900). See art-dishes.ts.
 */
import { blob, n } from "./art-kit.ts";
import {
  balls,
  bowl,
  breadSlice,
  chunks,
  dots,
  leaf,
  leaves,
  lemon,
  lemonHalf,
  plate,
  pool,
  rosemary,
  strands,
} from "./art-food.ts";
import { artichoke, fried, ribbon, strawberryHalf, wedge } from "./art-pantry.ts";
import type { Draw } from "./art-dishes.ts";

const PX = 560,
  PY = 450,
  PR = 330;

export const secondi = {
  saltimbocca: (d, r) => {
    let out = plate(d, PX, PY, PR, "tealRim") + pool(d, r, PX, PY, 220, "#C89A4A", 0.55);
    for (let i = 0; i < 3; i++) {
      const x = PX - 110 + i * 110,
        y = PY - 60 + i * 60;
      out +=
        `<path d="${blob(r, x, y, 120, 80, 0.12, 9, 0.4)}" fill="${d.radial([
          [0, "#E6C08A"],
          [1, "#A8703A"],
        ])}"/>` +
        ribbon(d, r, x, y, 170, 20 + i * 10, "#D88080") +
        leaf(d, x - 30, y - 10, 80, -30 + i * 25, "sage");
    }
    return out;
  },
  coda: (d, r) => {
    let out = bowl(d, PX, PY, 320, ["#8A2E1C", "#5A1A10"], "#F1E6D2");
    out += chunks(d, r, PX, PY, 160, 7, 60, "#6A2A18");
    for (let i = 0; i < 5; i++) {
      const a = r.range(0, Math.PI * 2),
        rad = 150 * Math.sqrt(r());
      out += `<circle cx="${n(PX + Math.cos(a) * rad)}" cy="${n(PY + Math.sin(a) * rad)}" r="12" fill="#EDE0C8" stroke="#B59A70" stroke-width="4"/>`;
    }
    for (let i = 0; i < 6; i++)
      out += `<rect x="${n(PX + r.range(-170, 130))}" y="${n(PY + r.range(-170, 150))}" width="46" height="18" rx="6" fill="#A9C46A" transform="rotate(${n(r.range(0, 180))} ${PX} ${PY})"/>`;
    return out + dots(r, PX, PY, 200, 40, "#3A2418", 4);
  },
  abbacchio: (d, r) => {
    let out = plate(d, PX, PY, PR, "slate");
    for (let i = 0; i < 4; i++) {
      const a = -50 + i * 32;
      out +=
        `<g transform="translate(${PX - 190 + i * 120} ${PY + 60 - (i % 2) * 120}) rotate(${a})">` +
        `<rect x="40" y="-9" width="170" height="18" rx="9" fill="#F1E8D8" stroke="#C9B79A" stroke-width="3"/>` +
        `<path d="${blob(r, 0, 0, 80, 58, 0.15, 9)}" fill="${d.radial([
          [0, "#B8683A"],
          [0.8, "#7A3A1C"],
          [1, "#4E2410"],
        ])}"/>` +
        `<path d="M-50 -10l90 -10M-40 20l90 -10" stroke="#3A1A08" stroke-width="8" stroke-opacity="0.5"/></g>`;
    }
    return (
      out +
      rosemary(PX - 200, PY + 180, 200, -20) +
      lemonHalf(d, 1030, 200, 75) +
      dots(r, PX, PY, 200, 40, "#FFFFFF", 3, 0.7)
    );
  },
  polpette: (d, r) =>
    plate(d, PX, PY, PR, "orangeLine") +
    pool(d, r, PX, PY, 230, "#B8361E") +
    balls(d, r, PX, PY, 120, 7, 62, "#8A4A2A") +
    leaves(d, r, PX, PY, 150, 4, 60, "basil") +
    dots(r, PX, PY, 190, 140, "#FBF3E0", 2.4, 0.85) +
    breadSlice(d, r, 1010, 720, 230, 140, -15),
  baccala: (d, r) => {
    let out = `<path d="M220 170L930 120L980 760L260 800Z" fill="#FBF8F2" stroke="#E1D9CC" stroke-width="3" transform="rotate(-3 600 450)"/>`;
    out += `<path d="M220 170L930 120L980 760L260 800Z" fill="#8FB2B4" fill-opacity="0.12" transform="rotate(-3 600 450)"/>`;
    for (let i = 0; i < 4; i++)
      out += fried(d, r, 400 + (i % 2) * 260, 330 + Math.floor(i / 2) * 250, 300, r.range(-30, 30));
    return out + lemon(d, 1040, 200, 60, 30) + lemonHalf(d, 1050, 720, 70);
  },
  trippa: (d, r) => {
    let out = bowl(d, PX, PY, 320, ["#C0412A", "#8A2A18"], "#F1E6D2");
    for (let i = 0; i < 22; i++) {
      const a = r.range(0, Math.PI * 2),
        rad = 180 * Math.sqrt(r());
      out += `<path d="M0 0q20 -10 40 0t40 0t40 0" stroke="#EDDCB8" stroke-width="16" fill="none" stroke-linecap="round" transform="translate(${n(PX + Math.cos(a) * rad - 50)} ${n(PY + Math.sin(a) * rad)}) rotate(${n(r.range(0, 180))})"/>`;
    }
    return out + dots(r, PX, PY, 200, 180, "#FBF6E8", 2.8, 0.9) + leaves(d, r, PX, PY, 140, 6, 40, "mint");
  },
  frittata: (d, r) => {
    let zuc = "";
    for (let i = 0; i < 14; i++) {
      const a = r.range(0, Math.PI * 2),
        rad = 190 * Math.sqrt(r());
      zuc += `<circle cx="${n(PX + Math.cos(a) * rad)}" cy="${n(PY + Math.sin(a) * rad)}" r="22" fill="#E8E4A8" stroke="#3E6A2A" stroke-width="6"/>`;
    }
    return (
      plate(d, PX, PY, PR, "plain") +
      `<circle cx="${PX}" cy="${PY}" r="240" fill="${d.radial([
        [0, "#F6D36A"],
        [0.85, "#E7B43E"],
        [1, "#B9822A"],
      ])}"/>` +
      dots(r, PX, PY, 230, 50, "#B9782A", 8, 0.4) +
      zuc +
      leaves(d, r, PX, PY, 180, 6, 40, "mint") +
      `<path d="M${PX} ${PY}L${PX + 240} ${PY}A240 240 0 0 1 ${n(PX + 240 * Math.cos(0.8))} ${n(PY + 240 * Math.sin(0.8))}Z" fill="#FFFFFF"/>` +
      `<path d="M${PX} ${PY}L${PX + 240} ${PY}" stroke="#B9822A" stroke-width="3"/>`
    );
  },
} satisfies Record<string, Draw>;

export const contorni = {
  puntarelle: (d, r) =>
    bowl(d, PX, PY, 320, ["#F1EEE2", "#D8D2C0"], "#FFFFFF") +
    strands(d, r, PX, PY, 190, "#D8E8B8", 45, 16) +
    dots(r, PX, PY, 180, 40, "#8A5A3A", 5, 0.6) +
    dots(r, PX, PY, 180, 30, "#D9C86A", 7, 0.4),
  cicoria: (d, r) => {
    let chili = "";
    for (let i = 0; i < 9; i++) {
      const a = r.range(0, Math.PI * 2),
        rad = 170 * Math.sqrt(r());
      chili += `<circle cx="${n(PX + Math.cos(a) * rad)}" cy="${n(PY + Math.sin(a) * rad)}" r="9" fill="none" stroke="#C8281E" stroke-width="5"/>`;
    }
    return (
      plate(d, PX, PY, PR, "terracotta") +
      strands(d, r, PX, PY, 190, "#2F5A22", 70, 18) +
      leaves(d, r, PX, PY, 170, 10, 70, "parsley") +
      chili +
      dots(r, PX, PY, 150, 14, "#F4EDD8", 8)
    );
  },
  carciofoRomana: (d, r) =>
    plate(d, PX, PY, PR, "orangeLine") +
    pool(d, r, PX, PY, 220, "#B8A23A", 0.35) +
    artichoke(d, r, PX - 90, PY - 60, 130) +
    artichoke(d, r, PX + 110, PY + 70, 130) +
    `<rect x="${PX - 20}" y="${PY - 100}" width="40" height="160" rx="18" fill="#A9B86A" transform="rotate(40 ${PX} ${PY})"/>` +
    leaves(d, r, PX, PY, 200, 6, 40, "mint"),
  patate: (d, r) =>
    plate(d, PX, PY, PR, "terracotta") +
    chunks(d, r, PX, PY, 190, 26, 40, "#E3A84A") +
    rosemary(PX - 120, PY - 60, 180, 30) +
    rosemary(PX + 40, PY + 80, 160, -40) +
    dots(r, PX, PY, 200, 60, "#FFFFFF", 3, 0.8),
  fave: (d, r) => {
    let out = "";
    for (let i = 0; i < 5; i++) {
      const x = 300 + i * 90,
        y = 300 + (i % 2) * 60,
        rot = -30 + i * 12;
      out += `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-150 0C-120 -50 120 -50 160 -10C120 40 -110 40 -150 0Z" fill="${d.linear(
        [
          [0, "#8CC04A"],
          [1, "#4E8A2A"],
        ],
      )}"/><path d="M-130 0C-60 -20 60 -20 140 -8" stroke="#D8EBA8" stroke-width="4" fill="none"/></g>`;
    }
    return (
      out +
      balls(d, r, 420, 640, 110, 26, 22, "#9CCB5A") +
      wedge(d, r, 860, 560, 230, -12, { paste: "#F2E7CB", rind: "#3E3428", holes: 10 })
    );
  },
  misticanza: (d, r) =>
    bowl(d, PX, PY, 320, ["#E9E3D0", "#CFC6AE"], "#FFFFFF") +
    leaves(d, r, PX, PY, 190, 18, 120, "parsley") +
    leaves(d, r, PX, PY, 190, 14, 110, "basil") +
    Array.from(
      { length: 6 },
      () =>
        `<path d="${blob(r, PX + r.range(-150, 150), PY + r.range(-150, 150), 60, 40, 0.3, 7, r.range(0, 3))}" fill="#8A1E3A" stroke="#F1E0E8" stroke-width="4"/>`,
    ).join("") +
    leaves(d, r, PX, PY, 160, 8, 90, "mint"),
} satisfies Record<string, Draw>;

const cocoa = "#5A3420";

export const dolci = {
  maritozzo: (d, r) =>
    plate(d, PX, PY, PR, "tealRim") +
    `<g transform="rotate(-18 ${PX} ${PY})"><ellipse cx="${PX + 8}" cy="${PY + 14}" rx="230" ry="140" fill="#000" fill-opacity="0.2"/><ellipse cx="${PX}" cy="${PY}" rx="230" ry="140" fill="${d.radial(
      [
        [0, "#E9A85A"],
        [0.7, "#C67A2E"],
        [1, "#8E4E18"],
      ],
      0.4,
      0.35,
      0.65,
    )}"/>` +
    `<path d="${blob(r, PX, PY, 200, 62, 0.08, 12)}" fill="${d.radial([
      [0, "#FFFFFF"],
      [1, "#F1EBDD"],
    ])}"/><path d="M${PX - 170} ${PY}q40 -30 80 0t80 0t80 0t80 0" stroke="#E6DCC8" stroke-width="6" fill="none"/></g>` +
    dots(r, PX, PY, 240, 80, "#FFFFFF", 2.5, 0.8),
  tiramisu: (d, r) =>
    plate(d, PX, PY, PR, "plain") +
    `<rect x="${PX - 170}" y="${PY - 150}" width="340" height="300" rx="22" fill="#000" fill-opacity="0.2" transform="translate(8 12) rotate(6 ${PX} ${PY})"/>` +
    `<rect x="${PX - 170}" y="${PY - 150}" width="340" height="300" rx="22" fill="${d.radial([
      [0, "#7A4A2C"],
      [1, cocoa],
    ])}" transform="rotate(6 ${PX} ${PY})"/>` +
    dots(r, PX, PY, 160, 260, "#3A2012", 3.5, 0.5) +
    dots(r, PX, PY, 140, 40, "#C89A6A", 4, 0.5) +
    leaves(d, r, PX + 100, PY - 90, 10, 2, 45, "mint"),
  crostata: (d, r) => {
    const tri = `M${PX - 220} ${PY + 160}L${PX + 230} ${PY + 120}L${PX + 40} ${PY - 220}Z`;
    let lattice = "";
    for (let i = 0; i < 5; i++)
      lattice += `<path d="M${PX - 200 + i * 90} ${PY + 170}l${160} -360" stroke="#D9A24E" stroke-width="22" stroke-linecap="round"/>`;
    return (
      plate(d, PX, PY, PR, "orangeLine") +
      `<path d="${tri}" fill="#000" fill-opacity="0.2" transform="translate(8 12)"/><path d="${tri}" fill="#5A1020"/>` +
      `<clipPath id="tri"><path d="${tri}"/></clipPath><g clip-path="url(#tri)">${lattice}<path d="${blob(r, PX, PY + 40, 80, 40, 0.2, 7)}" fill="#FBF6EC"/></g>` +
      `<path d="M${PX - 220} ${PY + 160}L${PX + 230} ${PY + 120}" stroke="#C98A3A" stroke-width="30" stroke-linecap="round"/>`
    );
  },
  pannaCotta: (d, r) =>
    plate(d, PX, PY, PR, "slate") +
    pool(d, r, PX + 30, PY + 20, 230, "#B81E2E") +
    `<circle cx="${PX}" cy="${PY}" r="150" fill="${d.radial(
      [
        [0, "#FFFFFF"],
        [0.7, "#F6F0E4"],
        [1, "#DCD2BE"],
      ],
      0.4,
      0.35,
      0.6,
    )}"/>` +
    strawberryHalf(d, PX + 180, PY + 120, 50, 20) +
    strawberryHalf(d, PX - 170, PY + 150, 45, -30) +
    strawberryHalf(d, PX + 150, PY - 150, 42, 60) +
    leaves(d, r, PX - 20, PY - 20, 10, 2, 45, "mint"),
  bigne: (d, r) => {
    let out = plate(d, PX, PY, PR, "tealRim");
    for (const [x, y] of [
      [PX - 110, PY - 70],
      [PX + 110, PY - 40],
      [PX, PY + 120],
    ] as const) {
      out +=
        `<circle cx="${x + 6}" cy="${y + 10}" r="110" fill="#000" fill-opacity="0.2"/><circle cx="${x}" cy="${y}" r="110" fill="${d.radial(
          [
            [0, "#F0B868"],
            [0.8, "#C7832E"],
            [1, "#8E5418"],
          ],
          0.4,
          0.35,
          0.65,
        )}"/>` +
        `<path d="${blob(r, x, y, 62, 58, 0.25, 8)}" fill="#FFF3C8"/><path d="${blob(r, x, y, 40, 36, 0.25, 7)}" fill="#F6DE88"/><circle cx="${x + 8}" cy="${y - 6}" r="20" fill="#6A0E1E"/><circle cx="${x + 2}" cy="${y - 12}" r="6" fill="#fff" fill-opacity="0.5"/>`;
    }
    return out + dots(r, PX, PY, 240, 90, "#FFFFFF", 2.5, 0.85);
  },
  affogato: (d, r) =>
    `<circle cx="${PX + 10}" cy="${PY + 16}" r="250" fill="#000" fill-opacity="0.22"/><circle cx="${PX}" cy="${PY}" r="250" fill="#D7E6E4" fill-opacity="0.6" stroke="#FFFFFF" stroke-width="10"/>` +
    `<circle cx="${PX}" cy="${PY}" r="215" fill="${d.radial([
      [0, "#8A5A32"],
      [1, "#3A2012"],
    ])}"/><path d="${blob(r, PX - 10, PY - 10, 130, 120, 0.12, 9)}" fill="${d.radial(
      [
        [0, "#FFFDF4"],
        [1, "#EDE2C6"],
      ],
      0.4,
      0.35,
      0.6,
    )}"/>` +
    `<path d="${blob(r, PX + 60, PY + 40, 70, 50, 0.3, 7)}" fill="#A87A4E" fill-opacity="0.6"/>` +
    `<rect x="${PX + 280}" y="${PY - 200}" width="24" height="380" rx="12" fill="#C9C9C4" transform="rotate(20 ${PX} ${PY})"/>`,
  caprese: (d, r) => {
    const tri = `M${PX - 200} ${PY + 180}L${PX + 240} ${PY + 100}L${PX - 10} ${PY - 230}Z`;
    return (
      plate(d, PX, PY, PR, "plain") +
      `<path d="${tri}" fill="#000" fill-opacity="0.2" transform="translate(8 12)"/><path d="${tri}" fill="${d.radial([
        [0, "#5A3220"],
        [1, "#2A140A"],
      ])}"/>` +
      `<clipPath id="cap"><path d="${tri}"/></clipPath><g clip-path="url(#cap)">${dots(r, PX, PY, 260, 500, "#FFFFFF", 2.4, 0.85)}</g>` +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<ellipse cx="${n(PX + 170 + i * 22)}" cy="${n(PY - 150 + i * 40)}" rx="20" ry="11" fill="#E9CFA0" stroke="#B98A52" stroke-width="3" transform="rotate(${n(r.range(0, 90))} ${n(PX + 170 + i * 22)} ${n(PY - 150 + i * 40)})"/>`,
      ).join("")
    );
  },
} satisfies Record<string, Draw>;
