import imageUrlBuilder from "@sanity/image-url";
import { expect, test } from "vitest";
import { imageUrl, noscriptWidths, srcsetWidths, type ImageConfig, type ImageUrlOptions } from "./image";
import type { SanityImageValue } from "./types";

/** The URL @sanity/image-url builds for the same options (the library the site's builder replaces). */
function reference(config: ImageConfig, image: SanityImageValue, options: ImageUrlOptions): string {
  const cdn = "https://cdn.sanity.io";
  let url = imageUrlBuilder({ projectId: config.projectId, dataset: config.dataset, baseUrl: config.imageUrl || cdn })
    .image({ asset: { _ref: image.asset!._id }, hotspot: image.hotspot ?? undefined, crop: image.crop ?? undefined })
    .width(options.width)
    .quality(options.quality ?? 75);
  url = options.format ? url.format(options.format) : url.auto("format");
  url = options.height ? url.height(options.height).fit("crop") : url.fit("max");
  const built = url.url();
  return config.imageUrl ? built : built.slice(cdn.length);
}

/** A small deterministic generator, so a failure names a case that can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

test("the site's image URLs are the ones @sanity/image-url builds, over crops, hotspots, sizes and formats", () => {
  const next = random(42);
  const configs: ImageConfig[] = [
    { projectId: "demo", dataset: "production", imageUrl: "" },
    { projectId: "abc123", dataset: "staging", imageUrl: "https://cdn.sanity.io" },
    { projectId: "abc123", dataset: "production", imageUrl: "https://images.example.com/" },
  ];
  let compared = 0;
  for (let i = 0; i < 3000; i++) {
    const [w, h] = [200 + Math.floor(next() * 3000), 200 + Math.floor(next() * 3000)];
    const ext = ["jpg", "png", "webp"][i % 3]!;
    const image: SanityImageValue = {
      asset: { _id: `image-${(i * 7919).toString(16).padStart(8, "a")}-${w}x${h}-${ext}` },
    };
    if (i % 4 !== 0) {
      const [l, r, t, b] = [next() * 0.3, next() * 0.3, next() * 0.3, next() * 0.3];
      image.crop = i % 5 === 0 ? { left: 0, right: 0, top: 0, bottom: 0 } : { left: l, right: r, top: t, bottom: b };
      image.hotspot = {
        x: 0.2 + next() * 0.6,
        y: 0.2 + next() * 0.6,
        width: 0.1 + next() * 0.5,
        height: 0.1 + next() * 0.5,
      };
    }
    const options: ImageUrlOptions = { width: [320, 640, 1200, 1600][i % 4]! };
    if (i % 2) options.height = Math.round(options.width * [0.5, 0.75, 1, 1.5, 630 / 1200][i % 5]!);
    if (i % 7 === 0) options.format = "jpg";
    if (i % 11 === 0) options.quality = 60;
    const config = configs[i % configs.length]!;
    expect(imageUrl(config, image, options), JSON.stringify({ image, options, config })).toBe(
      reference(config, image, options),
    );
    compared++;
  }
  expect(compared).toBe(3000);
});

test("an image without crop or hotspot at its own size carries no rect", () => {
  const url = imageUrl(
    { projectId: "p", dataset: "d", imageUrl: "" },
    { asset: { _id: "image-abc-1200x900-jpg" } },
    { width: 800 },
  );
  expect(url).toBe("/images/p/d/abc-1200x900.jpg?w=800&q=75&fit=max&auto=format");
});

test("the copy for browsers without scripting offers widths in steps of two, up to the scripted image's largest", () => {
  expect(srcsetWidths(1600)).toEqual([320, 480, 640, 800, 1024, 1280, 1600]);
  expect(noscriptWidths(srcsetWidths(1600))).toEqual([640, 1280, 1600]);
  expect(noscriptWidths(srcsetWidths(1200))).toEqual([640, 1200]);
  expect(noscriptWidths(srcsetWidths(3000))).toEqual([640, 1280, 2048]);
  expect(noscriptWidths(srcsetWidths(500))).toEqual([500]);
});
