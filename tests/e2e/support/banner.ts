import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * The first-visit consent banner is the server's markup (consent/ConsentBanner), there with the first
 * paint and with no entrance: it is up once it is visible.
 */
export async function bannerHasAppeared(page: Page, name: string): Promise<void> {
  await expect(page.getByRole("dialog", { name })).toBeVisible();
}
