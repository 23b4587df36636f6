import type { Page } from "@playwright/test";
import { settled } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * Back to a listing after reading one of its pages: every card's image was seen a moment ago, so each
 * renders loaded at once (the lazy images' cache of 200), the listing's eager lead picture too.
 */

test.use({ serviceWorkers: "block", viewport: { width: 390, height: 800 } });

/** Brings each card into view in turn until its image has loaded, as a reader would; then back to the top. */
async function seeEveryCard(page: Page) {
  const cards = page.getByRole("main").getByRole("article");
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator("img[data-state]")).toHaveAttribute("data-state", "loaded");
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The card images of the listing: their states now. */
const cardStates = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>("main article img")].map((img) => img.dataset.state ?? ""),
  );

/**
 * From now on, every `data-state` each image of the page passes through, in order: the state it is
 * added with and every value it takes afterwards (the old value of each change too, so a state held
 * for less than a task is still seen).
 */
function recordImageStates(page: Page) {
  return page.evaluate(() => {
    const seen = new Map<HTMLImageElement, string[]>();
    const note = (img: HTMLImageElement, state: string | null) => {
      const states = seen.get(img) ?? [];
      if (states.at(-1) !== (state ?? "")) states.push(state ?? "");
      seen.set(img, states);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes" && record.target instanceof HTMLImageElement) {
          if (!seen.has(record.target)) note(record.target, record.oldValue);
          note(record.target, record.target.getAttribute("data-state"));
        }
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const images = node instanceof HTMLImageElement ? [node] : [...node.querySelectorAll("img")];
          for (const img of images) if (!seen.has(img)) note(img, img.getAttribute("data-state"));
        }
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-state"],
      attributeOldValue: true,
    });
    (window as unknown as { cardImageStates: () => string[][] }).cardImageStates = () =>
      [...seen].filter(([img]) => img.isConnected && img.closest("main article")).map(([, states]) => states);
  });
}

for (const url of ["/journal", "/en/journal"]) {
  test(`back on the journal after an article, every card's image is loaded at once, the lead card's too (${url})`, async ({
    page,
  }) => {
    await page.goto(url);
    await settled(page);
    await page.addStyleTag({ content: "#cc-main { display: none !important; }" });
    const cards = page.getByRole("main").getByRole("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    await seeEveryCard(page);
    expect(await cardStates(page)).toEqual(Array.from({ length: count }, () => "loaded"));

    const link = cards.first().getByRole("link");
    const article = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${article}$`));
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();

    await recordImageStates(page);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(cards).toHaveCount(count);
    const states = await page.evaluate(() =>
      (window as unknown as { cardImageStates: () => string[][] }).cardImageStates(),
    );
    // Every card's image was drawn again (none kept from before), and never was anything but loaded.
    expect(states).toHaveLength(count);
    expect(states).toEqual(Array.from({ length: count }, () => ["loaded"]));
  });
}
