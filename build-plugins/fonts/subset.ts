/**
 * The site's web fonts, cut down to the characters Italian and English text needs (subset-font,
 * HarfBuzz's subsetter compiled to WebAssembly). The @fontsource "latin" files carry all of Latin-1
 * and more (Icelandic, Nordic letters, spacing modifiers, every General Punctuation sign): 118 KB for
 * the six faces; cut to this set they are 83 KB (docs/decisions/0027-fonts.md). A character outside
 * the set (a foreign name with a letter not listed) is drawn by the metric-matched fallback face
 * (fonts.css declares the same set as each face's `unicode-range`), never as a missing glyph.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

/** Printable ASCII, then what Italian and English use beyond it. */
export const FONT_CHARACTERS =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("") +
  // No-break space, the Italian vowels with their accents (either case), ç, German and Spanish letters of
  // names and dishes, ordinal and degree signs, guillemets, the middle dot of the footer's lines.
  "\u00a0àáèéìíîòóùúÀÁÈÉÌÍÎÒÓÙÚçÇäöüÄÖÜñÑœŒ«»°·×©®ªº§" +
  // Dashes, curly quotes, bullet, ellipsis, thin and narrow spaces, euro, trade mark, minus.
  "\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2009\u202f\u20ac\u2122\u2212";

/** The set as a CSS `unicode-range` (ranges where code points are consecutive). */
export function unicodeRange(characters: string = FONT_CHARACTERS): string {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
    ranges.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return ranges.join(", ");
}

/**
 * The OpenType features kept: those browsers apply by default (kerning, ligatures, contextual forms,
 * marks, local forms) and the figures the stylesheets ask for (`font-variant-numeric: lining-nums
 * tabular-nums`). subset-font keeps every feature unless told, and with them every glyph only a
 * feature reaches (Cormorant's swashes, small capitals, alternates): 82.4 KB for the six faces; with
 * these, 75.9 KB. A feature added to a stylesheet (font-variant, font-feature-settings) must be added here.
 */
export const FONT_FEATURES = [
  "kern",
  "liga",
  "clig",
  "calt",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rclt",
  "rvrn",
  "lnum",
  "tnum",
];

/** The faces the site uses: @fontsource package, file stem (subset "latin"), weight and style. */
export const FACES = [
  { pkg: "@fontsource/cormorant-garamond", stem: "cormorant-garamond-latin-500-normal" },
  { pkg: "@fontsource/cormorant-garamond", stem: "cormorant-garamond-latin-500-italic" },
  { pkg: "@fontsource/cormorant-garamond", stem: "cormorant-garamond-latin-600-normal" },
  { pkg: "@fontsource/source-sans-3", stem: "source-sans-3-latin-400-normal" },
  { pkg: "@fontsource/source-sans-3", stem: "source-sans-3-latin-400-italic" },
  { pkg: "@fontsource/source-sans-3", stem: "source-sans-3-latin-600-normal" },
] as const;

/** Where fonts.css and fonts.ts find the subset files (ignored by git, made before Vite reads them). */
export function fontsDir(root: string): string {
  return path.join(root, "node_modules", ".cache", "salone-fonts");
}

function sourceOf(root: string, face: (typeof FACES)[number]): string {
  return path.join(root, "node_modules", face.pkg, "files", `${face.stem}.woff2`);
}

/**
 * Writes each face's subset as `<fontsDir>/<stem>.woff2`, unless the files there were made from the
 * same sources, characters and subsetter (a stamp file holds that hash). Returns the directory.
 */
export async function ensureFontSubsets(root: string): Promise<string> {
  const dir = fontsDir(root);
  const version = (createRequire(import.meta.url)("subset-font/package.json") as { version: string }).version;
  const hash = createHash("sha256").update(FONT_CHARACTERS).update(FONT_FEATURES.join(",")).update(version);
  for (const face of FACES) hash.update(face.stem).update(readFileSync(sourceOf(root, face)));
  const digest = hash.digest("hex");
  const stamp = path.join(dir, "stamp");
  const complete = FACES.every((face) => existsSync(path.join(dir, `${face.stem}.woff2`)));
  if (complete && existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return dir;
  mkdirSync(dir, { recursive: true });
  await Promise.all(
    FACES.map(async (face) => {
      const subset = await subsetFont(readFileSync(sourceOf(root, face)), FONT_CHARACTERS, {
        targetFormat: "woff2",
        keepFeatures: FONT_FEATURES,
      });
      writeFileSync(path.join(dir, `${face.stem}.woff2`), subset);
    }),
  );
  writeFileSync(stamp, digest);
  return dir;
}
