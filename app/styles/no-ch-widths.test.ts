import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

/**
 * A length in `ch` is the width of a zero in whichever face is drawn: the fallback's until the web
 * faces arrive (app/styles/web-fonts.tsx), then the web face's. A box measured in it changes width
 * at the swap, and its text breaks its lines again (a layout shift). The site's measures are in
 * `em` of the web face instead (fonts.css says how they were converted).
 */
const APP = join(import.meta.dirname, "..");

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name))
    : entry.name.endsWith(".css") ? [join(dir, entry.name)]
    : [],
  );
}

test("no stylesheet of the site sizes a box in ch", () => {
  const found = cssFiles(APP).flatMap((file) =>
    readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split("\n")
      .flatMap((line, i) =>
        /(?<![\w-])\d*\.?\d+ch\b/.test(line) ? [`${relative(APP, file)}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(cssFiles(APP).length).toBeGreaterThan(20);
  expect(found).toEqual([]);
});
