/**
 * The catalogue of pictures: one per dish (named after the menu item) and the named scenes that
 * pages, articles and categories use. Copy refers to a picture by name; the generator renders
 * only the names that some document uses.
 */
import { backdrop, type Backdrop, C, Defs, rng, type Rng, svgDoc } from "./art-kit.ts";
import { antipasti, type Draw, formaggi, primi } from "./art-dishes.ts";
import { contorni, dolci, secondi } from "./art-secondi-contorni-dolci.ts";
import { counter, vini, wineGlass, bottle, COUNTER_Y } from "./art-drinks.ts";
import { countryside, counterInside, hangingSalumi, rooftops, shelves, shopFront } from "./art-scenes.ts";
import { basket, group, map, oil, panettone, share, tableProps } from "./art-covers.ts";
import { breadSlice, dots } from "./art-food.ts";
import { salameSlice, wedge } from "./art-pantry.ts";

export const DISHES = { ...antipasti, ...formaggi, ...primi, ...secondi, ...contorni, ...dolci, ...vini };
export type DishKey = keyof typeof DISHES;

/** The table each dish is served on: chosen per dish so that neighbours in a list differ. */
const TABLE: Partial<Record<DishKey, [Backdrop, string]>> = {
  suppli: ["gingham", C.teal],
  fioriZucca: ["linen", C.slate],
  tagliereSalumi: ["marble", C.teal],
  prosciuttoMozzarella: ["linen", C.terracotta],
  carciofoGiudia: ["paper", C.teal],
  burrataAlici: ["tiles", C.teal],
  bruschetta: ["linen", C.teal],
  pizzaMortadella: ["tiles", C.terracotta],
  pecorino: ["slate", C.slate],
  ricotta: ["linen", C.olive],
  caprino: ["tiles", C.olive],
  gorgonzola: ["marble", C.teal],
  tagliereFormaggi: ["teal", C.teal],
  carbonara: ["tiles", C.teal],
  cacioPepe: ["linen", C.terracotta],
  amatriciana: ["marble", C.teal],
  gricia: ["gingham", C.terracotta],
  pastaCeci: ["wood", C.teal],
  gnocchiCoda: ["linen", C.teal],
  minestraArzilla: ["tiles", C.slate],
  fettuccineCarciofi: ["linen", C.olive],
  saltimbocca: ["gingham", C.olive],
  coda: ["marble", C.teal],
  abbacchio: ["linen", C.terracotta],
  polpette: ["tiles", C.teal],
  baccala: ["slate", C.slate],
  trippa: ["wood", C.teal],
  frittata: ["linen", C.teal],
  puntarelle: ["teal", C.teal],
  cicoria: ["paper", C.teal],
  carciofoRomana: ["linen", C.slate],
  patate: ["gingham", C.teal],
  fave: ["wood", C.teal],
  misticanza: ["terracotta", C.teal],
  maritozzo: ["marble", C.teal],
  tiramisu: ["tiles", C.terracotta],
  crostata: ["linen", C.teal],
  pannaCotta: ["paper", C.teal],
  bigne: ["gingham", C.terracotta],
  affogato: ["marble", C.teal],
  caprese: ["linen", C.olive],
  cappuccino: ["marble", C.teal],
};

export interface ImageSpec {
  name: string;
  w: number;
  h: number;
  svg: () => string;
}

const picture = (name: string, w: number, h: number, body: (d: Defs, r: Rng) => string): ImageSpec => ({
  name,
  w,
  h,
  svg: () => {
    const d = new Defs();
    return svgDoc(w, h, d, body(d, rng(name)));
  },
});

export function dishImage(name: string, dish: DishKey): ImageSpec {
  const draw: Draw = DISHES[dish];
  const table = TABLE[dish];
  return picture(name, 1200, 900, (d, r) => (table ? backdrop(d, r, 1200, 900, table[0], table[1]) : "") + draw(d, r));
}

const L = [1600, 1067] as const; // landscape covers
const { carbonara, amatriciana, cacioPepe, pastaCeci, gnocchiCoda } = primi;

const night = (d: Defs, r: Rng, w: number, h: number) =>
  group(d, r, w, h, "slate", C.slate, [
    [antipasti.tagliereSalumi, 420, 330, 0.55],
    [carbonara, 1150, 300, 0.5],
    [formaggi.tagliereFormaggi, 800, 760, 0.5],
  ]) +
  tableProps(
    d,
    r,
    [
      [720, 260],
      [1400, 620],
      [200, 760],
    ],
    [
      [760, 480],
      [1250, 880],
      [230, 520],
    ],
  );

const SCENES: ImageSpec[] = [
  picture("hero-home", 1600, 1000, (d, r) => shopFront(d, r, 1600, 1000)),
  picture("hero-about", 1600, 1000, (d, r) => counterInside(d, r, 1600, 1000)),
  picture(
    "hero-events",
    1600,
    1000,
    (d, r) =>
      group(d, r, 1600, 1000, "linen", C.teal, [
        [antipasti.tagliereSalumi, 430, 330, 0.55],
        [formaggi.tagliereFormaggi, 1170, 700, 0.55],
        [dolci.bigne, 1250, 250, 0.4],
        [antipasti.bruschetta, 380, 760, 0.5],
      ]) +
      tableProps(
        d,
        r,
        [
          [800, 200],
          [820, 820],
          [110, 520],
        ],
        [[800, 500]],
      ),
  ),
  picture("share", 1200, 630, (d, r) => share(d, r, 1200, 630)),
  picture("map-centro", ...L, (d, r) => map(d, r, ...L)),
  picture("poster-kitchen", 1600, 900, (d, r) =>
    group(d, r, 1600, 900, "slate", C.slate, [
      [carbonara, 420, 330, 0.62],
      [amatriciana, 1150, 300, 0.55],
      [gnocchiCoda, 800, 700, 0.5],
    ]),
  ),
  // categories
  picture("cat-antipasti", ...L, (d, r) =>
    group(d, r, ...L, "marble", C.teal, [
      [antipasti.tagliereSalumi, 620, 480, 0.95],
      [antipasti.suppli, 1320, 760, 0.5],
    ]),
  ),
  picture("cat-formaggi", ...L, (d, r) =>
    group(d, r, ...L, "slate", C.slate, [
      [formaggi.tagliereFormaggi, 760, 520, 1.05],
      [formaggi.ricotta, 1380, 880, 0.42],
    ]),
  ),
  picture("cat-primi", ...L, (d, r) =>
    group(d, r, ...L, "tiles", C.teal, [
      [carbonara, 330, 420, 0.62],
      [amatriciana, 1250, 380, 0.62],
      [cacioPepe, 800, 800, 0.6],
    ]),
  ),
  picture("cat-secondi", ...L, (d, r) =>
    group(d, r, ...L, "linen", C.terracotta, [
      [secondi.saltimbocca, 470, 520, 0.8],
      [secondi.polpette, 1200, 560, 0.75],
    ]),
  ),
  picture("cat-contorni", ...L, (d, r) =>
    group(d, r, ...L, "gingham", C.olive, [
      [contorni.carciofoRomana, 420, 380, 0.6],
      [contorni.cicoria, 1200, 380, 0.6],
      [contorni.patate, 800, 820, 0.58],
    ]),
  ),
  picture("cat-dolci", ...L, (d, r) =>
    group(d, r, ...L, "marble", C.teal, [
      [dolci.maritozzo, 440, 400, 0.62],
      [dolci.tiramisu, 1180, 420, 0.6],
      [dolci.bigne, 820, 830, 0.55],
    ]),
  ),
  picture(
    "cat-vini",
    ...L,
    (d, r) =>
      counter(d, r, ...L, C.teal) +
      bottle(d, 360, COUNTER_Y + 40, 600, "#1F2A1E", C.paper, ["CESANESE", "del Piglio"]) +
      bottle(d, 640, COUNTER_Y + 40, 620, "#8A9A5A", C.cream, ["FRASCATI", "Superiore"], C.orange) +
      wineGlass(d, 980, COUNTER_Y + 80, 420, "#7A1626") +
      wineGlass(d, 1280, COUNTER_Y + 80, 420, "#E9D27A", 0.5),
  ),
  // article covers
  picture("cover-carciofi", ...L, (d, r) =>
    group(d, r, ...L, "wood", C.teal, [
      [antipasti.carciofoGiudia, 500, 480, 0.9],
      [contorni.carciofoRomana, 1200, 600, 0.75],
    ]),
  ),
  picture("cover-bigne", ...L, (d, r) => group(d, r, ...L, "tiles", C.terracotta, [[dolci.bigne, 800, 540, 1.05]])),
  picture("cover-pecorino", ...L, (d, r) =>
    countryside(d, r, ...L, { sky: ["#BFD9D6", "#F6EFE4"], hills: ["#9AAE7C", "#7A9A4E", "#5E7A3A"] }, "sheep"),
  ),
  picture("cover-cacio-e-pepe", ...L, (d, r) =>
    group(d, r, ...L, "slate", C.slate, [
      [cacioPepe, 700, 540, 1.05],
      [formaggi.pecorino, 1350, 820, 0.5],
    ]),
  ),
  picture("cover-ferie-2025", ...L, (d, r) => shopFront(d, r, ...L, true)),
  picture("cover-menu-autunno", ...L, (d, r) =>
    group(d, r, ...L, "linen", C.terracotta, [
      [gnocchiCoda, 430, 420, 0.62],
      [secondi.coda, 1200, 400, 0.6],
      [contorni.puntarelle, 820, 840, 0.5],
    ]),
  ),
  picture("cover-vendemmia", ...L, (d, r) =>
    countryside(d, r, ...L, { sky: ["#F3B45A", "#F6D9A8"], hills: ["#B9A45A", "#8A8A3A", "#6A6A2A"] }, "vines"),
  ),
  picture("cover-natale-ceste", ...L, (d, r) => basket(d, r, ...L)),
  picture("cover-puntarelle", ...L, (d, r) =>
    group(d, r, ...L, "teal", C.teal, [[contorni.puntarelle, 760, 540, 1.05]]),
  ),
  picture("cover-serate", ...L, (d, r) => night(d, r, ...L)),
  picture("cover-estate-2026", ...L, (d, r) => rooftops(d, r, ...L)),
  picture("cover-olio-nuovo", ...L, (d, r) => oil(d, r, ...L)),
  picture("cover-panettone", ...L, (d, r) => panettone(d, r, ...L)),
  picture("cover-pasta-e-ceci", ...L, (d, r) => group(d, r, ...L, "wood", C.teal, [[pastaCeci, 760, 540, 1.05]])),
  // gallery and page pictures
  picture("gallery-banco", ...L, (d, r) => counterInside(d, r, ...L)),
  picture(
    "gallery-salumi",
    1200,
    1500,
    (d, r) =>
      `<rect width="1200" height="1500" fill="${C.tealDeep}"/>` +
      hangingSalumi(d, r, -40, 1240, 80, 620) +
      `<rect y="1180" width="1200" height="320" fill="${C.paper2}"/><rect y="1180" width="1200" height="14" fill="#fff" fill-opacity="0.6"/>` +
      shelves(d, r, 60, 1140, [1160], true, 1.6) +
      wedge(d, r, 420, 1320, 260, -6, { paste: "#F2E7CB", rind: "#3E3428", holes: 12 }) +
      salameSlice(d, r, 820, 1360, 90) +
      salameSlice(d, r, 960, 1330, 80),
  ),
  picture(
    "gallery-dispensa",
    1200,
    1500,
    (d, r) =>
      `<rect width="1200" height="1500" fill="${C.teal}"/>` +
      shelves(d, r, 40, 1160, [380, 720, 1060, 1400], false, 2.1),
  ),
  picture("gallery-formaggi", 1200, 1200, (d, r) =>
    group(d, r, 1200, 1200, "marble", C.teal, [[formaggi.tagliereFormaggi, 600, 600, 1]]),
  ),
  picture(
    "gallery-pane",
    1200,
    1200,
    (d, r) =>
      backdrop(d, r, 1200, 1200, "wood") +
      [0, 1, 2, 3, 4]
        .map((i) => breadSlice(d, r, 300 + (i % 3) * 300, 360 + Math.floor(i / 3) * 420, 360, 230, r.range(-25, 25)))
        .join("") +
      dots(r, 600, 600, 500, 80, "#F4E6C8", 3, 0.6),
  ),
  picture(
    "gallery-cantina",
    1200,
    1500,
    (d, r) =>
      `<rect width="1200" height="1500" fill="${C.slate}"/>` +
      shelves(d, r, 40, 1160, [420, 820], false, 2) +
      `<rect y="1000" width="1200" height="500" fill="#E9E4DA"/>` +
      bottle(d, 420, 1240, 640, "#1F2A1E", C.paper, ["CESANESE", "del Piglio"]) +
      wineGlass(d, 800, 1280, 420, "#7A1626"),
  ),
];

export const NAMED: ReadonlyMap<string, ImageSpec> = new Map(SCENES.map((s) => [s.name, s]));
