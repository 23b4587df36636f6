/** The mobile menu's chunk: the hamburger starts loading it on intent, the header renders it on opening. */
export const loadMobileMenu = () => import("./MobileMenu");
