import { LazyMobileMenu } from "~/chrome/mobile-menu-lazy";
import { hasOwn } from "@site/narrow";
import { lazyBlock } from "~/browser/lazy-block";

/** Does rich text hold a picture, in any language (its lazy loading needs the page's code)? */
const withoutPicture = (block: unknown) =>
  !Object.values((block as { body?: Record<string, { _type?: string }[] | null> }).body ?? {}).some((blocks) =>
    blocks?.some?.((b) => b?._type === "image"),
  );

/**
 * Blocks the home page does not hold load as chunks of their own (browser/lazy-block.tsx), so the first
 * visit does not pay for them; the others, and the chrome, are in the first load. Those given their
 * outer element need nothing from the page's code: hydrated without it, the server's HTML kept as it
 * is, their chunk is not even loaded until a navigation draws them (decision 0080); the home page's
 * product list and opening hours are among them.
 */
export const LAZY_BLOCKS = {
  richText: lazyBlock(() => import("./RichText").then((m) => m.RichText), { as: "div", when: withoutPicture }),
  imageBlock: lazyBlock(() => import("./ImageBlock").then((m) => m.ImageBlock)),
  allergenInfo: lazyBlock(() => import("./AllergenInfo").then((m) => m.AllergenInfo), { as: "section" }),
  background: lazyBlock(() => import("./Background").then((m) => m.Background)),
  gallery: lazyBlock(() => import("./Gallery").then((m) => m.Gallery)),
  galleryLauncher: lazyBlock(() => import("./GalleryLauncher").then((m) => m.GalleryLauncher)),
  centeredParagraph: lazyBlock(() => import("./CenteredParagraph").then((m) => m.CenteredParagraph), { as: "div" }),
  doubleText: lazyBlock(() => import("./DoubleText").then((m) => m.DoubleText), { as: "div" }),
  externalLink: lazyBlock(() => import("./ExternalLink").then((m) => m.ExternalLink), { as: "div" }),
  glutenFreeIcon: lazyBlock(() => import("./DietaryIconBlocks").then((m) => m.GlutenFreeIcon)),
  vegetarianIcon: lazyBlock(() => import("./DietaryIconBlocks").then((m) => m.VegetarianIcon)),
  quote: lazyBlock(() => import("./Quote").then((m) => m.Quote), { as: "figure" }),
  underlineCallToAction: lazyBlock(() => import("./UnderlineCallToAction").then((m) => m.UnderlineCallToAction)),
  subMenu: lazyBlock(() => import("./SubMenu").then((m) => m.SubMenu)),
  videoPlayer: lazyBlock(() => import("./VideoPlayer").then((m) => m.VideoPlayer)),
  mobileMenu: LazyMobileMenu,
  menuGallery: lazyBlock(() => import("./MenuGallery").then((m) => m.MenuGallery)),
  productLists: lazyBlock(() => import("./ProductLists").then((m) => m.ProductLists), { as: "section" }),
  openingHours: lazyBlock(() => import("./OpeningHours").then((m) => m.OpeningHours), { as: "section" }),
};

/** Loads the code of the given block types (unknown and eager ones are skipped). */
export function preloadBlocks(types: Iterable<string>): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const type of new Set(types)) if (hasOwn(LAZY_BLOCKS, type)) loads.push(LAZY_BLOCKS[type].load());
  return Promise.all(loads);
}

/**
 * Of the blocks the server drew, the types whose code hydration needs: not those kept without it
 * (browser/lazy-block.tsx), unless the block holds a picture (a rich text's: lazily loaded by its code).
 */
export function typesToHydrate(elements: Iterable<HTMLElement>): string[] {
  const types: string[] = [];
  for (const element of elements) {
    const type = element.dataset.block!;
    if (!hasOwn(LAZY_BLOCKS, type) || !LAZY_BLOCKS[type].keptWithoutCode(undefined) || element.querySelector("img"))
      types.push(type);
  }
  return types;
}

/** Loads every lazy block (the server, and tests, render any page at once). */
export function preloadAllBlocks(): Promise<unknown> {
  return preloadBlocks(Object.keys(LAZY_BLOCKS));
}
