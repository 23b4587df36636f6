import type { BlockComponent } from "./types";
import { mobileMenuBlock } from "~/components/mobile-menu-lazy";
import { lazyBlock, type LazyBlock } from "./lazy-block";

const block = (component: unknown) => component as BlockComponent;

/**
 * Blocks the home page does not hold load as chunks of their own (lazy-block.tsx), so the first
 * visit does not pay for them; the others, and the chrome, are in the first load.
 */
export const LAZY_BLOCKS: Record<string, LazyBlock> = {
  richText: lazyBlock("RichText", () => import("./RichText").then((m) => block(m.RichText))),
  imageBlock: lazyBlock("ImageBlock", () => import("./ImageBlock").then((m) => block(m.ImageBlock))),
  allergenInfo: lazyBlock("AllergenInfo", () => import("./AllergenInfo").then((m) => block(m.AllergenInfo))),
  background: lazyBlock("Background", () => import("./Background").then((m) => block(m.Background))),
  gallery: lazyBlock("Gallery", () => import("./Gallery").then((m) => block(m.Gallery))),
  galleryLauncher: lazyBlock("GalleryLauncher", () => import("./GalleryLauncher").then((m) => block(m.GalleryLauncher))),
  centeredParagraph: lazyBlock("CenteredParagraph", () => import("./CenteredParagraph").then((m) => block(m.CenteredParagraph))),
  doubleText: lazyBlock("DoubleText", () => import("./DoubleText").then((m) => block(m.DoubleText))),
  externalLink: lazyBlock("ExternalLink", () => import("./ExternalLink").then((m) => block(m.ExternalLink))),
  glutenFreeIcon: lazyBlock("GlutenFreeIcon", () => import("./DietaryIconBlocks").then((m) => block(m.GlutenFreeIcon))),
  vegetarianIcon: lazyBlock("VegetarianIcon", () => import("./DietaryIconBlocks").then((m) => block(m.VegetarianIcon))),
  quote: lazyBlock("Quote", () => import("./Quote").then((m) => block(m.Quote))),
  underlineCallToAction: lazyBlock("UnderlineCallToAction", () => import("./UnderlineCallToAction").then((m) => block(m.UnderlineCallToAction))),
  subMenu: lazyBlock("SubMenu", () => import("./SubMenu").then((m) => block(m.SubMenu))),
  videoPlayer: lazyBlock("VideoPlayer", () => import("./VideoPlayer").then((m) => block(m.VideoPlayer))),
  mobileMenu: mobileMenuBlock,
  menuGallery: lazyBlock("MenuGallery", () => import("./MenuGallery").then((m) => block(m.MenuGallery))),
};

/** Loads the code of the given block types (unknown and eager ones are skipped). */
export function preloadBlocks(types: Iterable<string>): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const type of new Set(types)) if (Object.hasOwn(LAZY_BLOCKS, type)) loads.push(LAZY_BLOCKS[type]!.load());
  return Promise.all(loads);
}

/** Loads every lazy block (the server, and tests, render any page at once). */
export function preloadAllBlocks(): Promise<unknown> {
  return preloadBlocks(Object.keys(LAZY_BLOCKS));
}
