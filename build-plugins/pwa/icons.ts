/**
 * The icon set, generated from one SVG logo (logo.svg, beside it) with @vite-pwa/assets-generator:
 * favicon.ico and SVG, transparent icons from 64 to 512 px, maskable icons, the apple-touch-icon and
 * iOS splash images (apple-touch-startup-image) for the common iPhone and iPad screens, portrait only:
 * each is a <link> in every document's head (the landscape half cost 3.7 KB of the home document's
 * budget, docs/decisions/0026-document-budget.md), and a home-screen app opens upright; one started
 * on a landscape iPad shows the theme's plain background instead.
 *
 * Generated PNGs are cached on disk by a hash of the logo and of this recipe, so rebuilds reuse them.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { ImageAssetsInstructions } from "@vite-pwa/assets-generator/api";
import { instructions } from "@vite-pwa/assets-generator/api/instructions";
import { createAppleSplashScreens, type AppleDeviceName, type Preset } from "@vite-pwa/assets-generator/config";
import type { HeadLink, ManifestIcon } from "../../app/pwa/assets";
import { BRAND, ICONS_PATH } from "../../app/pwa/brand.ts";

export const LOGO_NAME = "logo.svg";

/** Manifest icons: every size from 64 to 512 px (transparent), plus maskable ones. */
export const ICON_SIZES = [64, 96, 128, 192, 256, 384, 512];
export const MASKABLE_SIZES = [192, 512];

/** Common screens; devices sharing a resolution share one image (portrait and landscape each). */
export const SPLASH_DEVICES: AppleDeviceName[] = [
  "iPhone 17 Pro Max",
  "iPhone 17 Pro",
  "iPhone Air",
  "iPhone 16 Pro Max",
  "iPhone 16 Pro",
  "iPhone 16 Plus",
  "iPhone 16",
  "iPhone 13 mini",
  "iPhone 11 Pro Max",
  "iPhone 11",
  "iPhone X",
  "iPhone 8 Plus",
  'iPhone SE 4.7"',
  'iPad Pro 12.9"',
  'iPad Pro 11"',
  'iPad Air 10.9"',
  'iPad Air 10.5"',
  'iPad 10.2"',
  'iPad mini 8.3"',
  'iPad 9.7"',
];

function preset(): Preset {
  return {
    // The emblem is a disc: transparent corners, no padding.
    transparent: { sizes: ICON_SIZES, padding: 0, favicons: [[48, "favicon.ico"]] },
    // Maskable and Apple icons sit on the brand teal, so whatever mask the platform applies shows no edge.
    maskable: { sizes: MASKABLE_SIZES, padding: 0.2, resizeOptions: { fit: "contain", background: BRAND.teal } },
    apple: { sizes: [180], padding: 0.12, resizeOptions: { fit: "contain", background: BRAND.teal } },
    appleSplashScreens: createAppleSplashScreens(
      {
        padding: 0.6,
        resizeOptions: { fit: "contain", background: BRAND.paper },
        linkMediaOptions: { log: false, addMediaScreen: false, basePath: ICONS_PATH },
        png: { compressionLevel: 9, quality: 70 },
      },
      SPLASH_DEVICES,
    ),
  };
}

export interface GeneratedFile {
  /** Path inside the client build, e.g. "icons/pwa-192x192.png" or "favicon.ico". */
  fileName: string;
  buffer(): Promise<Buffer>;
}

export interface IconSet {
  headLinks: HeadLink[];
  manifestIcons: ManifestIcon[];
  files: GeneratedFile[];
  /** Changes whenever the logo or the recipe changes. */
  hash: string;
}

/** favicon.ico is served at the root, where browsers and feed readers look for it unasked. */
function fileNameOf(url: string): string {
  return url === `${ICONS_PATH}favicon.ico` ? "favicon.ico" : url.replace(/^\//, "");
}

export async function resolveIconSet(logoPath: string, cacheDir: string): Promise<IconSet> {
  const svg = await readFile(logoPath);
  const recipe = preset();
  const generatorVersion = (
    createRequire(import.meta.url)("@vite-pwa/assets-generator/package.json") as { version: string }
  ).version;
  const hash = createHash("sha256")
    .update(svg)
    .update(JSON.stringify(recipe))
    .update(generatorVersion)
    .digest("hex")
    .slice(0, 16);
  const plan: ImageAssetsInstructions = await instructions({
    imageResolver: () => svg,
    imageName: LOGO_NAME,
    preset: recipe,
    faviconPreset: "2023",
    htmlLinks: { xhtml: false, includeId: false },
    basePath: ICONS_PATH,
    resolveSvgName: (name) => name,
  });

  const headLinks: HeadLink[] = [];
  for (const icon of Object.values(plan.favicon)) {
    const link = icon.linkObject!;
    // No SVG favicon in the pages' heads: the browser draws an SVG image as a document of its own on
    // the page's main thread (5–38 ms of it at 4x, a page load in Chromium); favicon.ico serves the tab.
    // The SVG stays in the icon set: the offline page links it.
    if (link.type === "image/svg+xml") continue;
    headLinks.push({
      rel: "icon",
      href: "/" + fileNameOf(link.href),
      ...(link.sizes ? { sizes: link.sizes } : {}),
      ...(link.type ? { type: link.type } : {}),
    });
  }
  for (const icon of Object.values(plan.apple)) headLinks.push({ rel: "apple-touch-icon", href: icon.url });
  const splashes = Object.fromEntries(
    Object.entries(plan.appleSplashScreen).filter(([, splash]) =>
      /orientation: portrait/.test(splash.linkObject!.media!),
    ),
  );
  for (const splash of Object.values(splashes)) {
    headLinks.push({ rel: "apple-touch-startup-image", href: splash.url, media: splash.linkObject!.media });
  }

  const manifestIcons: ManifestIcon[] = [
    ...Object.values(plan.transparent).map((icon) => ({
      src: icon.url,
      sizes: `${icon.width}x${icon.height}`,
      type: icon.mimeType,
      purpose: "any" as const,
    })),
    ...Object.values(plan.maskable).map((icon) => ({
      src: icon.url,
      sizes: `${icon.width}x${icon.height}`,
      type: icon.mimeType,
      purpose: "maskable" as const,
    })),
  ];

  const cached = (fileName: string, make: () => Promise<Buffer>) => async () => {
    const file = path.join(cacheDir, hash, fileName);
    try {
      return await readFile(file);
    } catch {
      const buffer = await make();
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, buffer);
      return buffer;
    }
  };
  const files: GeneratedFile[] = [];
  for (const group of [plan.favicon, plan.transparent, plan.maskable, plan.apple, splashes]) {
    for (const asset of Object.values(group)) {
      const fileName = fileNameOf(asset.url);
      files.push({
        fileName,
        buffer:
          asset.mimeType === "image/svg+xml" ? () => Promise.resolve(svg) : cached(fileName, () => asset.buffer()),
      });
    }
  }
  return { headLinks, manifestIcons, files, hash };
}
