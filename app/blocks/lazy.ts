import { LazyMobileMenu } from "~/chrome/mobile-menu-lazy";
import { hasOwn } from "@shared/narrow";
import { lazyBlock } from "~/browser/lazy-block";

/**
 * Blocks the home page does not hold load as chunks of their own (browser/lazy-block.tsx), so the first
 * visit does not pay for them; the others, and the chrome, are in the first load.
 */
export const LAZY_BLOCKS = {
  richText: lazyBlock(() => import("./RichText").then((m) => m.RichText)),
  imageBlock: lazyBlock(() => import("./ImageBlock").then((m) => m.ImageBlock)),
  allergenInfo: lazyBlock(() => import("./AllergenInfo").then((m) => m.AllergenInfo)),
  background: lazyBlock(() => import("./Background").then((m) => m.Background)),
  gallery: lazyBlock(() => import("./Gallery").then((m) => m.Gallery)),
  galleryLauncher: lazyBlock(() => import("./GalleryLauncher").then((m) => m.GalleryLauncher)),
  centeredParagraph: lazyBlock(() => import("./CenteredParagraph").then((m) => m.CenteredParagraph)),
  doubleText: lazyBlock(() => import("./DoubleText").then((m) => m.DoubleText)),
  externalLink: lazyBlock(() => import("./ExternalLink").then((m) => m.ExternalLink)),
  glutenFreeIcon: lazyBlock(() => import("./DietaryIconBlocks").then((m) => m.GlutenFreeIcon)),
  vegetarianIcon: lazyBlock(() => import("./DietaryIconBlocks").then((m) => m.VegetarianIcon)),
  quote: lazyBlock(() => import("./Quote").then((m) => m.Quote)),
  underlineCallToAction: lazyBlock(() => import("./UnderlineCallToAction").then((m) => m.UnderlineCallToAction)),
  subMenu: lazyBlock(() => import("./SubMenu").then((m) => m.SubMenu)),
  videoPlayer: lazyBlock(() => import("./VideoPlayer").then((m) => m.VideoPlayer)),
  mobileMenu: LazyMobileMenu,
  menuGallery: lazyBlock(() => import("./MenuGallery").then((m) => m.MenuGallery)),
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
