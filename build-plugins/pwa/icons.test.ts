import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { resolveIconSet } from "./icons";

const logo = path.resolve(import.meta.dirname, "logo.svg");
const cacheDir = mkdtempSync(path.join(tmpdir(), "salone-icons-"));

test("the manifest icons run from 64 to 512 px, with maskable ones, all from the one logo", async () => {
  const { manifestIcons } = await resolveIconSet(logo, cacheDir);
  const any = manifestIcons.filter((i) => i.purpose === "any").map((i) => i.sizes);
  expect(any).toEqual(["64x64", "96x96", "128x128", "192x192", "256x256", "384x384", "512x512"]);
  expect(manifestIcons.filter((i) => i.purpose === "maskable").map((i) => i.sizes)).toEqual(["192x192", "512x512"]);
  expect(manifestIcons.every((i) => i.type === "image/png" && i.src.startsWith("/icons/"))).toBe(true);
});

test("the head gets favicon.ico at the root and no SVG favicon, a 180 px apple-touch-icon and splash images with media queries", async () => {
  const { headLinks, files } = await resolveIconSet(logo, cacheDir);
  expect(headLinks).toContainEqual({ rel: "icon", href: "/favicon.ico", sizes: "48x48" });
  // An SVG favicon costs the page's main thread a document of its own (icons.ts); the file stays for the offline page.
  expect(headLinks.filter((l) => l.rel === "icon")).toEqual([{ rel: "icon", href: "/favicon.ico", sizes: "48x48" }]);
  expect(files.map((f) => f.fileName)).toContain("icons/logo.svg");
  expect(headLinks).toContainEqual({ rel: "apple-touch-icon", href: "/icons/apple-touch-icon-180x180.png" });
  const splashes = headLinks.filter((l) => l.rel === "apple-touch-startup-image");
  // One per screen size in the list (devices sharing a resolution share one), upright only.
  expect(splashes.length).toBeGreaterThanOrEqual(15);
  expect(new Set(splashes.map((s) => s.media)).size).toBe(splashes.length);
  for (const splash of splashes) {
    expect(splash.media).toMatch(
      /^\(device-width: \d+px\) and \(device-height: \d+px\) and \(-webkit-device-pixel-ratio: \d\) and \(orientation: portrait\)$/,
    );
    expect(files.some((f) => "/" + f.fileName === splash.href)).toBe(true);
  }
  expect(files.map((f) => f.fileName)).toContain("favicon.ico");
  expect(files.filter((f) => f.fileName.includes("apple-splash")).length).toBe(splashes.length);
});

test("generated images have the size their name says", async () => {
  const { files } = await resolveIconSet(logo, cacheDir);
  for (const name of ["icons/pwa-64x64.png", "icons/maskable-icon-192x192.png", "icons/apple-touch-icon-180x180.png"]) {
    const file = files.find((f) => f.fileName === name)!;
    const { width, height } = await sharp(await file.buffer()).metadata();
    expect(`${width}x${height}`, name).toBe(/(\d+x\d+)\.png$/.exec(name)![1]);
  }
});
