/**
 * One-off tool: extracts glyph outlines from a TrueType font into `glyphs.ts`, so that lettering in
 * the generated images is drawn as paths and does not depend on the fonts installed on a machine
 * (rsvg would otherwise pick whatever fontconfig offers, and the JPEG hashes would drift).
 *
 *   npx tsx demo-dataset/scripts/extract-glyphs.ts /usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf …
 *
 * Liberation fonts are under the SIL Open Font License; outlines embedded in images are fine.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,;:·'’-–&!?()/àèéìòù€";

interface Font {
  unitsPerEm: number;
  ascent: number;
  glyphs: Record<string, [advance: number, path: string]>;
}

function parse(buf: Buffer): Font {
  const tables = new Map<string, number>();
  const numTables = buf.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    tables.set(buf.toString("latin1", rec, rec + 4), buf.readUInt32BE(rec + 8));
  }
  const t = (name: string): number => {
    const off = tables.get(name);
    if (off === undefined) throw new Error(`missing table ${name}`);
    return off;
  };
  const head = t("head");
  const unitsPerEm = buf.readUInt16BE(head + 18);
  const longLoca = buf.readInt16BE(head + 50) === 1;
  const hhea = t("hhea");
  const ascent = buf.readInt16BE(hhea + 4);
  const numHMetrics = buf.readUInt16BE(hhea + 34);
  const hmtx = t("hmtx");
  const advance = (g: number): number => buf.readUInt16BE(hmtx + 4 * Math.min(g, numHMetrics - 1));
  const loca = t("loca");
  const glyf = t("glyf");
  const glyphOffset = (g: number): [number, number] =>
    longLoca ?
      [buf.readUInt32BE(loca + 4 * g), buf.readUInt32BE(loca + 4 * g + 4)]
    : [buf.readUInt16BE(loca + 2 * g) * 2, buf.readUInt16BE(loca + 2 * g + 2) * 2];

  // cmap format 4, Windows Unicode BMP
  const cmap = t("cmap");
  let sub = -1;
  for (let i = 0; i < buf.readUInt16BE(cmap + 2); i++) {
    const rec = cmap + 4 + i * 8;
    if (buf.readUInt16BE(rec) === 3 && buf.readUInt16BE(rec + 2) === 1) sub = cmap + buf.readUInt32BE(rec + 4);
  }
  if (sub < 0 || buf.readUInt16BE(sub) !== 4) throw new Error("no cmap format 4");
  const segX2 = buf.readUInt16BE(sub + 6);
  const ends = sub + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const ranges = deltas + segX2;
  const glyphIndex = (code: number): number => {
    for (let s = 0; s < segX2 / 2; s++) {
      const end = buf.readUInt16BE(ends + 2 * s);
      if (code > end) continue;
      const start = buf.readUInt16BE(starts + 2 * s);
      if (code < start) return 0;
      const delta = buf.readInt16BE(deltas + 2 * s);
      const ro = buf.readUInt16BE(ranges + 2 * s);
      if (ro === 0) return (code + delta) & 0xffff;
      const g = buf.readUInt16BE(ranges + 2 * s + ro + 2 * (code - start));
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };

  type Pt = { x: number; y: number; on: boolean };
  const contoursOf = (g: number, dx = 0, dy = 0): Pt[][] => {
    const [a, b] = glyphOffset(g);
    if (a === b) return [];
    const p = glyf + a;
    const n = buf.readInt16BE(p);
    if (n < 0) {
      // composite: offsets only (enough for accented letters)
      const out: Pt[][] = [];
      let q = p + 10;
      for (;;) {
        const flags = buf.readUInt16BE(q);
        const comp = buf.readUInt16BE(q + 2);
        q += 4;
        let ox: number, oy: number;
        if (flags & 1) {
          ox = buf.readInt16BE(q);
          oy = buf.readInt16BE(q + 2);
          q += 4;
        } else {
          ox = buf.readInt8(q);
          oy = buf.readInt8(q + 1);
          q += 2;
        }
        if (flags & 8) q += 2;
        else if (flags & 0x40) q += 4;
        else if (flags & 0x80) q += 8;
        out.push(...contoursOf(comp, dx + ox, dy + oy));
        if (!(flags & 0x20)) break;
      }
      return out;
    }
    const endPts: number[] = [];
    for (let i = 0; i < n; i++) endPts.push(buf.readUInt16BE(p + 10 + 2 * i));
    const count = (endPts[n - 1] ?? -1) + 1;
    let q = p + 10 + 2 * n;
    q += 2 + buf.readUInt16BE(q);
    const flags: number[] = [];
    while (flags.length < count) {
      const f = buf.readUInt8(q++);
      flags.push(f);
      if (f & 8) {
        let r = buf.readUInt8(q++);
        while (r-- > 0) flags.push(f);
      }
    }
    const read = (short: number, same: number): number[] => {
      const vals: number[] = [];
      let v = 0;
      for (const f of flags) {
        if (f & short) {
          const d = buf.readUInt8(q++);
          v += f & same ? d : -d;
        } else if (!(f & same)) {
          v += buf.readInt16BE(q);
          q += 2;
        }
        vals.push(v);
      }
      return vals;
    };
    const xs = read(2, 16);
    const ys = read(4, 32);
    const out: Pt[][] = [];
    let s = 0;
    for (const e of endPts) {
      const c: Pt[] = [];
      for (let i = s; i <= e; i++)
        c.push({ x: (xs[i] ?? 0) + dx, y: (ys[i] ?? 0) + dy, on: ((flags[i] ?? 0) & 1) === 1 });
      out.push(c);
      s = e + 1;
    }
    return out;
  };

  const toPath = (contours: Pt[][]): string => {
    const f = (v: number): string => String(Math.round(v));
    let d = "";
    for (const c of contours) {
      if (c.length === 0) continue;
      // expand implied on-curve midpoints
      const pts: Pt[] = [];
      for (let i = 0; i < c.length; i++) {
        const cur = c[i]!;
        const next = c[(i + 1) % c.length]!;
        pts.push(cur);
        if (!cur.on && !next.on) pts.push({ x: (cur.x + next.x) / 2, y: (cur.y + next.y) / 2, on: true });
      }
      const start = pts.findIndex((pt) => pt.on);
      const ring = [...pts.slice(start), ...pts.slice(0, start)];
      const first = ring[0]!;
      d += `M${f(first.x)} ${f(-first.y)}`;
      for (let i = 1; i <= ring.length; i++) {
        const pt = ring[i % ring.length]!;
        if (pt.on) d += `L${f(pt.x)} ${f(-pt.y)}`;
        else {
          const nx = ring[(i + 1) % ring.length]!;
          d += `Q${f(pt.x)} ${f(-pt.y)} ${f(nx.x)} ${f(-nx.y)}`;
          i++;
        }
      }
      d += "Z";
    }
    return d.replace(/L(-?\d+) (-?\d+)Z/g, "Z");
  };

  const glyphs: Font["glyphs"] = {};
  for (const ch of CHARS) {
    const g = glyphIndex(ch.codePointAt(0) ?? 0);
    glyphs[ch] = [advance(g), toPath(contoursOf(g))];
  }
  return { unitsPerEm, ascent, glyphs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = ["serif", "serifItalic", "serifBold"];
  const files = process.argv.slice(2);
  let src =
    "// Generated by extract-glyphs.ts from Liberation Serif (SIL Open Font License). Do not edit.\n" +
    "export interface GlyphFont { unitsPerEm: number; ascent: number; glyphs: Record<string, [number, string]> }\n";
  files.forEach((file, i) => {
    src += `export const ${names[i] ?? `font${i}`}: GlyphFont = ${JSON.stringify(parse(readFileSync(file)))};\n`;
  });
  writeFileSync(new URL("./glyphs.ts", import.meta.url), src);
}
