import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * From the first script on, marks the end of the consent banner's entrance (its opacity
 * transition) on `window.__bannerIn`. The library moves focus into the banner 100 ms after it
 * appears and again on that event: a key pressed in between is undone by the second move.
 */
export async function watchBannerEntrance(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      "transitionend",
      (event) => {
        if (event.propertyName === "opacity" && (event.target as Element).matches("#cc-main .cm"))
          (window as unknown as { __bannerIn?: boolean }).__bannerIn = true;
      },
      true,
    );
  });
}

/**
 * The banner is up and its entrance is over: the library has done what it does to focus then (the
 * capture listener of watchBannerEntrance runs before the library's own, in the same dispatch, and
 * the test reads the flag in a later task). Should that event not come (a cancelled transition sends
 * none: seen once on a busy machine), the entrance is over when nothing animates the banner any more
 * and it is fully shown.
 */
export async function bannerHasAppeared(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  await page.waitForFunction(() => {
    if ((window as unknown as { __bannerIn?: boolean }).__bannerIn === true) return true;
    const banner = document.querySelector("#cc-main .cm");
    return Boolean(banner) && getComputedStyle(banner!).opacity === "1" && banner!.getAnimations().length === 0;
  });
}
