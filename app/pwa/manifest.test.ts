import { expect, test } from "vitest";
import type { SiteSettings } from "~/content-client/types";
import { BRAND } from "./brand";
import { manifestHref, webManifest, type ManifestIcon } from "./manifest";

const icons: ManifestIcon[] = [
  { src: "/icons/pwa-64x64.png", sizes: "64x64", type: "image/png", purpose: "any" },
  { src: "/icons/pwa-512x512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-icon-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

const settings: SiteSettings = {
  _id: "siteSettings",
  title: "Salone Ottavia",
  description: { it: "Salone di gastronomia a Roma", en: "A gastronomy salon in Rome" },
  themeColor: "#E0892B",
  tileColor: "#2F3B40",
};

test("the manifest takes its name, description and theme colour from the site settings, in the page's language", () => {
  const it = webManifest(settings, "it", icons);
  expect(it).toMatchObject({
    name: "Salone Ottavia",
    short_name: "Salone",
    lang: "it-IT",
    start_url: "/",
    description: "Salone di gastronomia a Roma",
    theme_color: "#E0892B",
  });
  const en = webManifest(settings, "en", icons);
  expect(en).toMatchObject({ lang: "en-GB", start_url: "/en", description: "A gastronomy salon in Rome" });
  expect(en.id).toBe(it.id);
});

test("it is installable: standalone display, root scope, and the icons it is given", () => {
  const manifest = webManifest(settings, "it", icons);
  expect(manifest).toMatchObject({ display: "standalone", scope: "/", background_color: BRAND.paper });
  expect(manifest.icons).toEqual(icons);
});

test("without settings, or with a malformed colour, the brand's identity is used", () => {
  expect(webManifest(null, "it", icons)).toMatchObject({ name: BRAND.name, theme_color: BRAND.orange });
  expect(webManifest({ ...settings, themeColor: "orange; background:url(x)" }, "it", icons).theme_color).toBe(
    BRAND.orange,
  );
});

test("a short name stays under the icon", () => {
  expect(webManifest({ ...settings, title: "Bar" }, "it", icons).short_name).toBe("Bar");
  expect(webManifest(settings, "it", icons).short_name.length).toBeLessThanOrEqual(12);
});

test("Italian pages link the default manifest, English ones its English variant", () => {
  expect(manifestHref("it")).toBe("/manifest.webmanifest");
  expect(manifestHref("en")).toBe("/manifest.webmanifest?lang=en");
});
