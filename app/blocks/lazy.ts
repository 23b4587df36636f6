import { mobileMenuBlock } from "~/chrome/mobile-menu-lazy";
import { hasOwn } from "@shared/narrow";
import { lazyBlock } from "./lazy-block";

/**
 * Blocks the home page does not hold load as chunks of their own (lazy-block.tsx), so the first
 * visit does not pay for them; the others, and the chrome, are in the first load.
 */
export const LAZY_BLOCKS = {
  richText: lazyBlock("RichText", () => import("./RichText").then((m) => m.RichText)),
  imageBlock: lazyBlock("ImageBlock", () => import("./ImageBlock").then((m) => m.ImageBlock)),
  allergenInfo: lazyBlock("AllergenInfo", () => import("./AllergenInfo").then((m) => m.AllergenInfo)),
  background: lazyBlock("Background", () => import("./Background").then((m) => m.Background)),
  gallery: lazyBlock("Gallery", () => import("./Gallery").then((m) => m.Gallery)),
  galleryLauncher: lazyBlock("GalleryLauncher", () => import("./GalleryLauncher").then((m) => m.GalleryLauncher)),
  centeredParagraph: lazyBlock("CenteredParagraph", () => import("./CenteredParagraph").then((m) => m.CenteredParagraph)),
  doubleText: lazyBlock("DoubleText", () => import("./DoubleText").then((m) => m.DoubleText)),
  externalLink: lazyBlock("ExternalLink", () => import("./ExternalLink").then((m) => m.ExternalLink)),
  glutenFreeIcon: lazyBlock("GlutenFreeIcon", () => import("./DietaryIconBlocks").then((m) => m.GlutenFreeIcon)),
  vegetarianIcon: lazyBlock("VegetarianIcon", () => import("./DietaryIconBlocks").then((m) => m.VegetarianIcon)),
  quote: lazyBlock("Quote", () => import("./Quote").then((m) => m.Quote)),
  underlineCallToAction: lazyBlock("UnderlineCallToAction", () => import("./UnderlineCallToAction").then((m) => m.UnderlineCallToAction)),
  subMenu: lazyBlock("SubMenu", () => import("./SubMenu").then((m) => m.SubMenu)),
  videoPlayer: lazyBlock("VideoPlayer", () => import("./VideoPlayer").then((m) => m.VideoPlayer)),
  mobileMenu: mobileMenuBlock,
  menuGallery: lazyBlock("MenuGallery", () => import("./MenuGallery").then((m) => m.MenuGallery)),
};

/** Loads the code of the given block types (unknown and eager ones are skipped). */
export function preloadBlocks(types: Iterable<string>): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const type of new Set(types)) if (hasOwn(LAZY_BLOCKS, type)) loads.push(LAZY_BLOCKS[type].load());
  return Promise.all(loads);
}

/** Loads every lazy block (the server, and tests, render any page at once). */
export function preloadAllBlocks(): Promise<unknown> {
  return preloadBlocks(Object.keys(LAZY_BLOCKS));
}
