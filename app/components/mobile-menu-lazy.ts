import { lazyBlock } from "~/blocks/lazy-block";
import { loadWhenOnline } from "~/lib/online";

/**
 * The mobile menu's code, a chunk of its own outside the first load. The server loads it before
 * rendering (with the other lazy blocks); the browser fetches it while hydrating, without waiting.
 */
export const mobileMenuBlock = lazyBlock("MobileMenu", () =>
  loadWhenOnline(() => import("./MobileMenu")).then(
    (m) => m.MobileMenu,
    (error: unknown) => {
      // Offline it is tried again once back online (loadWhenOnline). Any other failure leaves the
      // server's menu as it is, which the browser still opens and closes: never an error page.
      if (typeof window === "undefined") throw error;
      console.warn("[menu] the mobile menu's code could not load; the menu stays as the server drew it", error);
      return new Promise<never>(() => {});
    },
  ),
);
export const LazyMobileMenu = mobileMenuBlock;
