"use client";
/**
 * The parts of /menu that stay client components: the filter, print button and structured data
 * (MenuTools), the print note (it reads the venue and the filter), and the pictures (lazy loading
 * with retries and their placeholders). Re-exported here so that the site's modules need no
 * directive of their own; the spike's vite config sends the rsc environment's imports of them here.
 * The paths are relative, not `~/…`: the redirect must not catch this module's own imports.
 */
export { SanityImage } from "../../../../app/media/SanityImage";
export { MenuTools } from "../../../../app/menu/MenuTools";
export { MenuPrintNote } from "../../../../app/menu/MenuPrintNote";
