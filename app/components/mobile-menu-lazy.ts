import { lazyBlock } from "~/blocks/lazy-block";
import type { BlockComponent } from "~/blocks/types";

/**
 * The mobile menu's code, a chunk of its own outside the first load. The server loads it before
 * rendering (with the other lazy blocks); the browser fetches it while hydrating, without waiting.
 */
export const mobileMenuBlock = lazyBlock("MobileMenu", () => import("./MobileMenu").then((m) => m.MobileMenu as BlockComponent));
export const LazyMobileMenu = mobileMenuBlock.component as () => React.ReactNode;
