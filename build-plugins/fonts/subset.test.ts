import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { execFileSync } from "node:child_process";
import { WEB_FACES } from "../../app/styles/web-fonts";
import { ensureFontSubsets, FACES, FONT_CHARACTERS, FONT_FEATURES, fontsDir, unicodeRange } from "./subset";

const ROOT = path.resolve(import.meta.dirname, "../..");
const css = readFileSync(path.join(ROOT, "app/styles/fonts.css"), "utf8");
const webFaces = readFileSync(path.join(ROOT, "app/styles/web-fonts.tsx"), "utf8");

test("the web faces name each subset file once", () => {
  const urls = [...webFaces.matchAll(/from "([^"]+\.woff2)\?url"/g)].map((m) => m[1]!);
  expect(urls.map((u) => path.basename(u, ".woff2")).sort()).toEqual(FACES.map((f) => f.stem).sort());
  for (const url of urls) expect(url).toMatch(/^\.\.\/\.\.\/node_modules\/\.cache\/salone-fonts\/[\w-]+\.woff2$/);
  expect(WEB_FACES.map(([, url]) => url)).toHaveLength(FACES.length);
});

test("unicode-range joins consecutive code points into ranges", () => {
  expect(unicodeRange("abcxz€")).toBe("U+0061-0063, U+0078, U+007A, U+20AC");
});

test("every character of the demo content and of the interface's texts is in the fonts' set", () => {
  const set = new Set(FONT_CHARACTERS);
  // The interface's words are all in the catalogues of app/i18n/messages/<catalogue>/<locale>.ts.
  const catalogues = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "app/i18n/messages"],
    { cwd: ROOT, encoding: "utf8" },
  )
    .split("\n")
    .filter((file) => /^app\/i18n\/messages\/[^/]+\/[^/]+\.ts$/.test(file));
  expect(catalogues.length).toBeGreaterThanOrEqual(18);
  const sources = ["demo-dataset/production.ndjson", ...catalogues];
  const outside = new Set<string>();
  for (const file of sources)
    for (const c of readFileSync(path.join(ROOT, file), "utf8"))
      if (c.codePointAt(0)! >= 0x20 && !set.has(c)) outside.add(c);
  expect([...outside]).toEqual([]);
});

test("every web face has a fallback face of its family with its style and weight, which it takes the place of once added", () => {
  const all = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
  // The same descriptors: the browser never slants or thickens a fallback, and the web face (the
  // later of two alike) is drawn once the page's script adds it (fonts.css, decision 0078).
  const describe = (body: string) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body)![1]!,
    style: /font-style:\s*(\w+)/.exec(body)?.[1] ?? "normal",
    weight: /font-weight:\s*(\d+)/.exec(body)?.[1] ?? "400",
  });
  const web = WEB_FACES.map(([family, , style, weight]) => ({ family, style, weight }));
  const fallbacks = all.filter((body) => /local\(/.test(body)).map(describe);
  expect(web.length).toBe(FACES.length);
  expect(fallbacks).toHaveLength(web.length);
  const missing = web.filter(
    (w) => !fallbacks.some((f) => f.family === w.family && f.style === w.style && f.weight === w.weight),
  );
  expect(missing).toEqual([]);
});

/** The OpenType feature each CSS keyword asks for. */
const KEYWORD_FEATURES: Record<string, string> = {
  "lining-nums": "lnum",
  "oldstyle-nums": "onum",
  "tabular-nums": "tnum",
  "proportional-nums": "pnum",
  "diagonal-fractions": "frac",
  "stacked-fractions": "afrc",
  ordinal: "ordn",
  "slashed-zero": "zero",
  "small-caps": "smcp",
  "all-small-caps": "c2sc",
  "discretionary-ligatures": "dlig",
  "historical-ligatures": "hlig",
  "historical-forms": "hist",
  super: "sups",
  sub: "subs",
};

test("the subsets keep every OpenType feature the stylesheets ask for", () => {
  const files = execFileSync("git", ["ls-files", "app", "*.css"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((f) => f.endsWith(".css"));
  const asked = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const [, value] of text.matchAll(/font-variant(?:-[a-z]+)?\s*:\s*([^;}]+)/g)) {
      for (const word of value!.trim().split(/\s+/))
        if (KEYWORD_FEATURES[word]) asked.set(KEYWORD_FEATURES[word]!, file);
    }
    for (const [, value] of text.matchAll(/font-feature-settings\s*:\s*([^;}]+)/g)) {
      for (const [, tag] of value!.matchAll(/["']([a-z0-9]{4})["']/g)) asked.set(tag!, file);
    }
  }
  expect(asked.size).toBeGreaterThan(0);
  const missing = [...asked].filter(([tag]) => !FONT_FEATURES.includes(tag)).map(([tag, file]) => `${tag} (${file})`);
  expect(missing).toEqual([]);
});

test("the subsets are written, smaller than the @fontsource files, and made again only when their inputs change", async () => {
  const dir = await ensureFontSubsets(ROOT);
  expect(dir).toBe(fontsDir(ROOT));
  for (const face of FACES) {
    const subset = readFileSync(path.join(dir, `${face.stem}.woff2`));
    const source = readFileSync(path.join(ROOT, "node_modules", face.pkg, "files", `${face.stem}.woff2`));
    expect(subset.subarray(0, 4).toString("latin1"), face.stem).toBe("wOF2");
    expect(subset.length, face.stem).toBeLessThan(source.length * 0.8);
  }
  const before = statSync(path.join(dir, `${FACES[0].stem}.woff2`)).mtimeMs;
  await ensureFontSubsets(ROOT);
  expect(statSync(path.join(dir, `${FACES[0].stem}.woff2`)).mtimeMs).toBe(before);
});
