/**
 * Invariants of the committed demo dataset (demo-dataset/production.ndjson + demo-dataset/images), and a
 * check that it is exactly what the generator's sources produce.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { CLIPS, clipRecipe, recipeOf } from "./clip.ts";
import { ALLERGENS } from "../../app/content-client/allergens.ts";
import { buildDocuments, CONTENT_DIR, finalise, pictureSpec } from "./generate.ts";
import type { Doc } from "./model.ts";
import { render } from "./render.ts";
import { readWebm } from "./webm-read.ts";

const lines = readFileSync(join(CONTENT_DIR, "production.ndjson"), "utf8").trimEnd().split("\n");
// The dataset is untyped JSON read from disk: the assertions below are its types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;
const docs = lines.map((l) => JSON.parse(l) as Doc & Obj);
const byId = new Map(docs.map((d) => [d._id, d]));
const published = docs.filter((d) => !d._id.startsWith("drafts."));
const ofType = (t: string) => published.filter((d) => d._type === t);
const assets = docs.filter((d) => d._type === "sanity.imageAsset");
const fileAssets = docs.filter((d) => d._type === "sanity.fileAsset");

function walk(value: unknown, visit: (o: Obj, path: string) => void, path = ""): void {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, `${path}[${i}]`));
  else if (value && typeof value === "object") {
    visit(value as Obj, path);
    for (const [k, v] of Object.entries(value)) walk(v, visit, `${path}.${k}`);
  }
}
const collect = (pred: (o: Obj) => boolean, root: unknown = docs): Obj[] => {
  const out: Obj[] = [];
  walk(root, (o) => pred(o) && out.push(o));
  return out;
};

const CONTENT_BLOCKS = [
  "richText",
  "imageBlock",
  "allergenInfo",
  "background",
  "gallery",
  "galleryLauncher",
  "centeredParagraph",
  "doubleImageText",
  "doubleText",
  "externalLink",
  "glutenFreeIcon",
  "vegetarianIcon",
  "hero",
  "openingHours",
  "linedTitle",
  "menuGallery",
  "news",
  "newsCard",
  "productLists",
  "quote",
  "callToAction",
  "underlineCallToAction",
  "subMenu",
  "title",
  "subtitle",
  "videoPlayer",
];
const CHROME_BLOCKS = ["header", "footer", "footerLogo", "logo", "hamburger", "mobileMenu", "languageSwitcher"];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("export format", () => {
  test("every line is a document with the export's system fields, sorted by _id, ids unique", () => {
    for (const d of docs) {
      expect(d).toMatchObject({
        _id: expect.any(String),
        _type: expect.any(String),
        _rev: expect.stringMatching(/^[0-9A-Za-z]{22}$/),
      });
      expect(Date.parse(d._createdAt)).toBeLessThanOrEqual(Date.parse(d._updatedAt));
    }
    const ids = docs.map((d) => d._id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("the committed dataset is exactly what the generator's sources build", () => {
    const assetByName = new Map(
      [...assets, ...fileAssets].map((a) => [String(a.originalFilename).replace(/\.(jpg|webm)$/, ""), a._id]),
    );
    const built = buildDocuments();
    walk(built, (o) => {
      if (typeof o._ref === "string" && o._ref.startsWith("@"))
        o._ref = assetByName.get(o._ref.slice(1)) ?? `missing ${o._ref}`;
    });
    const expected = [...built.map(finalise), ...assets, ...fileAssets].sort((a, b) => (a._id < b._id ? -1 : 1));
    expect(expected.map((d) => JSON.stringify(d))).toEqual(lines);
  });

  test("rendering is reproducible: the share card renders to the committed bytes", async () => {
    const { asset } = await render(pictureSpec("share"));
    expect(byId.has(asset._id)).toBe(true);
  });
});

describe("references and images", () => {
  test("every _ref resolves (a draft may point at its published twin's neighbours)", () => {
    for (const r of collect((o) => typeof o._ref === "string")) expect(byId.has(r._ref), r._ref).toBe(true);
  });

  test("every asset file exists, is the JPEG its id names, and is used by some document", async () => {
    const used = new Set(collect((o) => typeof o._ref === "string").map((r) => r._ref));
    for (const a of assets) {
      const [, sha1, w, h] = /^image-([0-9a-f]{40})-(\d+)x(\d+)-jpg$/.exec(a._id) ?? [];
      const file = join(CONTENT_DIR, "images", `${sha1}-${w}x${h}.jpg`);
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(createHash("sha1").update(bytes).digest("hex")).toBe(sha1);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", Number(w), Number(h)]);
      expect(a).toMatchObject({
        assetId: sha1,
        sha1hash: sha1,
        size: bytes.length,
        extension: "jpg",
        mimeType: "image/jpeg",
      });
      expect(a.metadata.dimensions).toMatchObject({ width: Number(w), height: Number(h) });
      expect(a.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
      expect(used.has(a._id), `${a.originalFilename} is unused`).toBe(true);
    }
  });

  test("image fields reference assets; alt, when present, is a localeString", () => {
    for (const img of collect((o) => o._type === "image")) {
      expect(img.asset?._ref).toMatch(/^image-[0-9a-f]{40}-\d+x\d+-jpg$/);
      if (img.alt !== undefined && typeof img.alt !== "string") expect(img.alt._type).toBe("localeString");
    }
  });

  test("the share image is 1200x630", () => {
    expect(byId.get("siteSettings")?.shareImage.asset._ref).toMatch(/-1200x630-jpg$/);
  });
});

describe("the demo video", () => {
  const video = collect((o) => o._type === "videoPlayer", ofType("page"));
  const bytesOf = (a: Obj) => readFileSync(join(CONTENT_DIR, "files", `${a.assetId}.${a.extension}`));

  test("a page plays a file asset, with a poster, and says what the clip is", () => {
    expect(video).toHaveLength(1);
    const [block] = video as [Obj];
    expect(block.source).toBe("file");
    expect(block.file).toMatchObject({
      _type: "file",
      asset: { _type: "reference", _ref: expect.stringMatching(/^file-[0-9a-f]{40}-webm$/) },
    });
    expect(block.poster.asset._ref).toMatch(/^image-[0-9a-f]{40}-1600x900-jpg$/);
    // Honest: it is an animation made by the generator, not footage of the kitchen.
    expect(block.caption.it).toMatch(/animazione.*generatore/);
    expect(block.caption.en).toMatch(/animation.*generator/);
    expect(JSON.stringify(docs)).not.toContain("SaloneDemo");
  });

  test("every file asset is stored as Sanity stores one, and its file is the bytes its id names", () => {
    expect(fileAssets.length).toBeGreaterThan(0);
    const used = new Set(collect((o) => typeof o._ref === "string").map((r) => r._ref));
    for (const a of fileAssets) {
      const [, sha1, ext] = /^file-([0-9a-f]{40})-(\w+)$/.exec(a._id) ?? [];
      const bytes = bytesOf(a);
      expect(createHash("sha1").update(bytes).digest("hex")).toBe(sha1);
      expect(a).toMatchObject({
        assetId: sha1,
        sha1hash: sha1,
        extension: ext,
        mimeType: "video/webm",
        size: bytes.length,
        originalFilename: `clip-kitchen.${ext}`,
        path: `files/salone/production/${sha1}.${ext}`,
        url: `https://cdn.sanity.io/files/salone/production/${sha1}.${ext}`,
      });
      expect(used.has(a._id), `${a.originalFilename} is unused`).toBe(true);
    }
  });

  test("the clip is a short, seekable VP9 WebM of at most 1 MB", () => {
    for (const a of fileAssets) {
      const bytes = bytesOf(a);
      expect(bytes.length).toBeLessThanOrEqual(1024 * 1024);
      const webm = readWebm(bytes);
      expect(webm).toMatchObject({
        docType: "webm",
        codecId: "V_VP9",
        width: 1280,
        height: 720,
        seekTargetsFound: true,
      });
      expect(webm.durationMs).toBeGreaterThanOrEqual(3000);
      expect(webm.durationMs).toBeLessThanOrEqual(10_000);
      expect(webm.cues.length).toBeGreaterThanOrEqual(3);
      expect(webm.cues.every((c) => c.isCluster)).toBe(true);
      expect(webm.keyframes).toBe(webm.cues.length);
    }
  });

  test("the committed clip is the one its recipe makes (clip.ts, webm.ts and the poster's bytes)", () => {
    for (const [name, spec] of CLIPS) {
      const asset = fileAssets.find((a) => a.originalFilename === `${name}.webm`)!;
      const poster = assets.find((a) => a.originalFilename === `${spec.poster}.jpg`)!;
      const posterBytes = readFileSync(
        join(
          CONTENT_DIR,
          "images",
          `${poster.assetId}-${poster.metadata.dimensions.width}x${poster.metadata.dimensions.height}.jpg`,
        ),
      );
      expect(recipeOf(bytesOf(asset)), "run npm run content:generate to encode it again").toBe(
        clipRecipe(spec, posterBytes),
      );
    }
  });
});

describe("localisation and keys", () => {
  test("every localeString and localeText has Italian and English text", () => {
    for (const l of collect((o) => o._type === "localeString" || o._type === "localeText")) {
      expect(typeof l.it === "string" && l.it.trim().length > 0, JSON.stringify(l)).toBe(true);
      expect(typeof l.en === "string" && l.en.trim().length > 0, JSON.stringify(l)).toBe(true);
    }
  });

  test("every Portable Text body has both languages, block for block the same shape", () => {
    for (const b of collect((o) => o._type === "localeBlockContent")) {
      const shape = (blocks: Obj[]) => blocks.map((x) => `${x._type}:${x.style ?? ""}:${x.listItem ?? ""}`);
      expect(b.it.length).toBeGreaterThan(0);
      expect(shape(b.en)).toEqual(shape(b.it));
    }
  });

  test("arrays of objects carry a _key, unique within the array", () => {
    walk(docs, (o, path) => {
      for (const [k, v] of Object.entries(o)) {
        if (!Array.isArray(v) || !v.some((x) => x && typeof x === "object")) continue;
        const keys = v.map((x: Obj) => x._key);
        expect(
          keys.every((x) => typeof x === "string" && x.length > 0),
          `${path}.${k}`,
        ).toBe(true);
        expect(new Set(keys).size, `${path}.${k}`).toBe(keys.length);
      }
    });
  });
});

describe("slugs and links", () => {
  test("slugs are kebab-case, at most 96 characters, unique per type", () => {
    for (const t of ["page", "menuCategory", "menuItem", "article"]) {
      const slugs = docs
        .filter((d) => d._type === t && !d._id.startsWith("drafts."))
        .map((d) => d.slug.current as string);
      for (const s of slugs) expect(s.length <= 96 && SLUG.test(s), s).toBe(true);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const d of docs.filter((x) => x.slug))
      expect(d._id.replace(/^drafts\./, "")).toBe(`${d._type}-${d.slug.current}`);
  });

  test("menu items and categories share /menu/{slug}, so their slugs never collide; pages avoid route names", () => {
    const menu = [...ofType("menuItem"), ...ofType("menuCategory")].map((d) => d.slug.current);
    expect(new Set(menu).size).toBe(menu.length);
    for (const p of ofType("page")) expect(["menu", "journal", "en", "it"]).not.toContain(p.slug.current);
  });

  test("links are site-relative without a locale prefix, or absolute, and internal ones lead somewhere", () => {
    const targets = new Set(["/", "/menu", "/journal", "/events"]);
    for (const d of ofType("page")) targets.add(d.slug.current === "home" ? "/" : `/${d.slug.current}`);
    for (const d of [...ofType("menuItem"), ...ofType("menuCategory")]) targets.add(`/menu/${d.slug.current}`);
    for (const d of ofType("article")) targets.add(`/journal/${d.slug.current}`);
    for (const d of ofType("event")) targets.add(`/events/${d.slug.current}`);
    const hrefs = [
      ...collect((o) => typeof o.href === "string").map((o) => o.href as string),
      ...collect(
        (o) => typeof o.url === "string" && o._type !== "sanity.imageAsset" && o._type !== "sanity.fileAsset",
      ).map((o) => o.url as string),
    ];
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      expect(href.split("#")[0], href).not.toMatch(/^\/(en|it)(\/|$)/);
      expect(targets.has(href.split("#")[0] ?? ""), href).toBe(true);
    }
  });
});

describe("counts and drafts", () => {
  test("at least 6 categories, 40 items, a home page and 4 more pages", () => {
    expect(ofType("menuCategory").length).toBeGreaterThanOrEqual(6);
    expect(ofType("menuItem").length).toBeGreaterThanOrEqual(40);
    expect(ofType("page").find((p) => p.slug.current === "home")?.layout).toBe("home");
    expect(ofType("page").length).toBeGreaterThanOrEqual(5);
    expect(ofType("page").some((p) => p.layout === undefined)).toBe(true);
    expect(
      ofType("page")
        .filter((p) => p.middleware?.includes("noindex"))
        .map((p) => p.slug.current),
    ).toEqual(["privacy"]);
  });

  test("12 published articles spanning 2025 and 2026", () => {
    const dates = ofType("article")
      .map((a) => a.publishedAt as string)
      .sort();
    expect(dates).toHaveLength(12);
    expect(dates[0]?.slice(0, 7)).toBe("2025-01");
    expect(dates.at(-1)?.slice(0, 7)).toBe("2026-11");
  });

  test("exactly the intended drafts: a new article with no published twin, and a carbonara price change", () => {
    const drafts = docs.filter((d) => d._id.startsWith("drafts.")).map((d) => d._id);
    expect(drafts).toEqual(["drafts.article-natale-2026-panettone", "drafts.menuItem-spaghetti-alla-carbonara"]);
    expect(byId.has("article-natale-2026-panettone")).toBe(false);
    const latest =
      ofType("article")
        .map((a) => a.publishedAt as string)
        .sort()
        .at(-1) ?? "";
    expect(byId.get("drafts.article-natale-2026-panettone")?.publishedAt > latest).toBe(true);
    const [draft, live] = [
      byId.get("drafts.menuItem-spaghetti-alla-carbonara"),
      byId.get("menuItem-spaghetti-alla-carbonara"),
    ];
    expect([live?.price, draft?.price]).toEqual([14, 15]);
  });
});

describe("blocks", () => {
  const pageBlocks = collect(
    (o) => typeof o._type === "string",
    ofType("page").map((p) => p.blocks),
  );
  test("every content block type is used by a page, every chrome block by siteSettings", () => {
    const used = new Set(pageBlocks.map((b) => b._type));
    for (const t of CONTENT_BLOCKS) expect(used.has(t), t).toBe(true);
    const chrome = byId.get("siteSettings")?.chrome as Obj;
    expect(
      Object.values(chrome)
        .filter((v) => v && typeof v === "object")
        .map((v: Obj) => v._type)
        .sort(),
    ).toEqual([...CHROME_BLOCKS].sort());
  });

  test("a background nests blocks; doubleImageText has exactly two images; news counts articles", () => {
    const backgrounds = pageBlocks.filter((b) => b._type === "background");
    expect(backgrounds.every((b) => ["paper", "teal", "slate", "orange"].includes(b.tone) && b.blocks.length > 0)).toBe(
      true,
    );
    for (const b of pageBlocks.filter((x) => x._type === "doubleImageText")) expect(b.images).toHaveLength(2);
    for (const b of pageBlocks.filter((x) => x._type === "news")) expect(b.count).toBeGreaterThan(0);
  });

  test("subMenu anchors point at blocks of the same page", () => {
    for (const page of ofType("page")) {
      const anchors = new Set(
        collect((o) => typeof o.anchor === "string" && o._type !== "subMenuItem", page.blocks).map((o) => o.anchor),
      );
      for (const item of collect((o) => o._type === "subMenuItem", page.blocks))
        expect(anchors.has(item.anchor), item.anchor).toBe(true);
    }
  });
});

describe("menu", () => {
  test("allergens are the 14 EU codes; flags agree with them; prices are Roman", () => {
    for (const item of ofType("menuItem")) {
      for (const a of item.allergens) expect(ALLERGENS).toContain(a);
      expect(new Set(item.allergens).size).toBe(item.allergens.length);
      if (item.glutenFree) expect(item.allergens).not.toContain("gluten");
      if (item.vegetarian) for (const a of ["fish", "crustaceans", "molluscs"]) expect(item.allergens).not.toContain(a);
      expect(item.price).toBeGreaterThanOrEqual(3.5);
      expect(item.price).toBeLessThanOrEqual(28);
      expect(byId.get(item.category._ref)?._type).toBe("menuCategory");
    }
    expect(ofType("menuItem").filter((i) => !i.image).length).toBeGreaterThan(0);
  });
  test("a few dishes may contain traces: never of what they contain, never of gluten when gluten-free; most have no field", () => {
    const withTraces = ofType("menuItem").filter((i) => i.traces);
    expect(withTraces.length).toBeGreaterThanOrEqual(3);
    expect(withTraces.length).toBeLessThan(ofType("menuItem").length / 4);
    for (const item of withTraces) {
      expect(item.traces.length).toBeGreaterThan(0);
      for (const a of item.traces) expect(ALLERGENS).toContain(a);
      for (const a of item.traces) expect(item.allergens).not.toContain(a);
      if (item.glutenFree) expect(item.traces).not.toContain("gluten");
    }
  });
});

describe("articles", () => {
  const bodies = [...ofType("article"), byId.get("drafts.article-natale-2026-panettone")].map((a) => a?.body as Obj);
  const blocksOf = (b: Obj) => [...b.it, ...b.en] as Obj[];
  const all = bodies.flatMap(blocksOf);
  test("each body is a little article of 4 to 10 blocks", () => {
    for (const b of bodies) expect(b.it.length >= 4 && b.it.length <= 10, JSON.stringify(b.it[0])).toBe(true);
  });
  test("bodies use headings, both lists, strong, em, links and inline images", () => {
    const styles = new Set(all.map((b) => b.style));
    for (const s of ["h2", "h3", "normal", "blockquote"]) expect(styles.has(s), s).toBe(true);
    expect(["h4", "h5", "h6"].some((s) => styles.has(s))).toBe(true);
    expect(new Set(all.map((b) => b.listItem))).toEqual(new Set([undefined, "bullet", "number"]));
    const marks = new Set(all.flatMap((b) => (b.children ?? []).flatMap((c: Obj) => c.marks)));
    expect(marks.has("strong") && marks.has("em")).toBe(true);
    const links = all.flatMap((b) => b.markDefs ?? []);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links)
      expect(l).toMatchObject({ _type: "link", _key: expect.any(String), href: expect.any(String) });
    for (const b of all)
      for (const c of b.children ?? [])
        for (const m of c.marks)
          if (m !== "strong" && m !== "em") expect(b.markDefs.map((x: Obj) => x._key)).toContain(m);
    expect(all.filter((b) => b._type === "image").every((b) => typeof b.alt === "string" && b.alt.length > 0)).toBe(
      true,
    );
    expect(bodies.filter((b) => b.it.some((x: Obj) => x._type === "image")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("siteSettings", () => {
  const s = byId.get("siteSettings") as Obj;
  test("names the venue, its colours and a gastronomy-salon description", () => {
    expect(s).toMatchObject({
      title: "Salone Ottavia",
      themeColor: "#E0892B",
      tileColor: "#2F3B40",
      brandColor: "#0D5357",
      priceRange: "€€",
      acceptsReservations: false,
    });
    expect(s.description.it).toContain("salone di gastronomia");
    expect(s.description.en).toContain("gastronomy salon");
    expect(s.address).toMatchObject({ addressLocality: "Roma", addressRegion: "RM", addressCountry: "IT" });
  });
  test("seven days in order, Monday closed, one evening past midnight", () => {
    expect(s.openingHours.map((d: Obj) => d.day)).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
    ]);
    expect(s.openingHours[0].ranges).toEqual([]);
    const ranges = s.openingHours.flatMap((d: Obj) => d.ranges) as Obj[];
    for (const r of ranges) expect(r.opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(ranges.filter((r) => r.closes < r.opens)).toHaveLength(1);
  });
  test("closures: Christmas, New Year, August 2026 and 2027 closed; Easter Monday with special hours", () => {
    const x = s.openingExceptions as Obj[];
    for (const e of x) {
      expect(e.from <= e.to).toBe(true);
      expect(e.closed ? e.ranges : e.ranges?.length).toBe(e.closed ? undefined : 1);
    }
    const closed = x.filter((e) => e.closed).map((e) => e.from);
    for (const day of ["2025-12-25", "2026-01-01", "2026-08-10", "2027-08-09"]) expect(closed).toContain(day);
    expect(x.find((e) => e.from === "2026-04-06")?.closed).toBe(false);
  });
});
