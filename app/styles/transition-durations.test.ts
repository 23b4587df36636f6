import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

/**
 * A block drawn late draws with its transitions off: the rule that defers it sets `--duration` to
 * 0s until the whole page is drawn, and chrome/deferred-blocks.tsx does the same for the frame it
 * marks the root drawn in (Chromium may start them from a style the block got before the
 * stylesheet arrived, styles/global.css). That
 * holds only for a transition that takes var(--duration): every transition of a colour or of
 * opacity does, but for the parts of a page that are never deferred.
 */
const NEVER_DEFERRED = new Set([
  "chrome/Header.module.css", // the first screen's
  "consent/consent-banner.css", // fixed to the viewport, outside the blocks
]);
const APP = join(import.meta.dirname, "..");
const FADES =
  /^(?:color|opacity|background(?:-color)?|border(?:-(?:top|right|bottom|left))?(?:-color)?|outline(?:-color)?|box-shadow|fill|stroke|text-decoration-color|all)$/;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name))
    : entry.name.endsWith(".css") ? [join(dir, entry.name)]
    : [],
  );
}

/** Each `transition` shorthand's items, split at the commas between them (not inside a function). */
function transitions(css: string): string[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/(?<![\w-])transition\s*:\s*([^;}]+)/g)].flatMap(
    ([, value]) => value!.split(/,(?![^(]*\))/).map((item) => item.trim().replace(/\s+/g, " ")),
  );
}

test("every transition of a colour or of opacity in what may be deferred takes var(--duration)", () => {
  const found = cssFiles(APP)
    .filter((file) => !NEVER_DEFERRED.has(relative(APP, file)))
    .flatMap((file) =>
      transitions(readFileSync(file, "utf8"))
        .filter((item) => FADES.test(item.split(" ")[0]!) && !item.includes("var(--duration)"))
        .map((item) => `${relative(APP, file)}: ${item}`),
    );
  expect(transitions(".a { transition: color 1s, transform var(--duration) cubic-bezier(0, 0, 1, 1); }")).toEqual([
    "color 1s",
    "transform var(--duration) cubic-bezier(0, 0, 1, 1)",
  ]);
  expect(cssFiles(APP).flatMap((file) => transitions(readFileSync(file, "utf8"))).length).toBeGreaterThan(10);
  expect(found).toEqual([]);
});
