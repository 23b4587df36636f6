import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * Right about opening hours, and getting there. The server's clock is pinned with the test-only
 * x-salone-clock header (honoured only with TEST_FAULTS=true, as the test stack runs), the
 * browser's with Playwright's clock: no real time is involved.
 */

const CLOCK = "x-salone-clock";
// Demo hours: Monday closed; Tuesday 10:00–15:30 and 18:30–23:00; Saturday 19:00–00:30.
const MONDAY_NOON = "2026-03-09T11:00:00Z"; // 12:00 in Rome (CET)
const TUESDAY_EVENING = "2026-03-10T19:00:00Z"; // 20:00 in Rome
const SATURDAY_LATE = "2026-03-14T22:50:00Z"; // 23:50 in Rome
const SUNDAY_SUMMER_TIME = "2026-03-29T08:00:00Z"; // 10:00 in Rome, the day clocks go forward

const status = (page: Page) => page.locator("#location [data-open]");

// A journey an instant.
for (const [instant, when, pages] of [
  [
    MONDAY_NOON,
    "on Monday at noon",
    [
      ["/en", "Closed · opens tomorrow at 10:00"],
      ["/", "Chiuso · apre domani alle 10:00"],
    ],
  ],
  [TUESDAY_EVENING, "on Tuesday evening", [["/en", "Open now · closes at 23:00"]]],
  [SATURDAY_LATE, "late on Saturday", [["/en/contacts", "Open now · closes at 00:30"]]],
  [SUNDAY_SUMMER_TIME, "on the Sunday the clocks go forward", [["/en", "Open now · closes at 16:00"]]],
] as const) {
  test(`without JavaScript the server's status is the page's, ${when}: in Rome's time, in the page's language`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { [CLOCK]: instant },
    });
    const page = await context.newPage();
    for (const [path, text] of pages) {
      await page.goto(path);
      await expect(status(page), `${instant} ${path}`).toHaveText(text);
    }
    await context.close();
  });
}

test("after hydration the browser's clock takes over, with no hydration mismatch", async ({ page, request }) => {
  // The server renders Monday noon (closed); the visitor's clock says Tuesday 20:00 (open).
  const html = await (await request.get("/en", { headers: { [CLOCK]: MONDAY_NOON } })).text();
  expect(html).toMatch(/>Closed<\/span><span> · opens tomorrow at 10:00</);
  await page.setExtraHTTPHeaders({ [CLOCK]: MONDAY_NOON });
  await page.clock.setFixedTime(new Date(TUESDAY_EVENING));
  await page.goto("/en");
  await expect(status(page)).toHaveText("Open now · closes at 23:00");
  await expect(status(page)).toHaveAttribute("data-open", "true");
  // A mismatch would have been a console error, which fails this test (support/test.ts).
});

test("the status refreshes by itself as the minutes pass", async ({ page }) => {
  await page.setExtraHTTPHeaders({ [CLOCK]: "2026-03-10T21:59:00Z" });
  await page.clock.install({ time: new Date("2026-03-10T21:59:30Z") }); // 22:59:30 in Rome
  await page.goto("/en");
  await expect(status(page)).toHaveText("Open now · closes at 23:00");
  await page.clock.runFor(60_000);
  await expect(status(page)).toHaveText("Closed · opens tomorrow at 10:00");
});

test("the location section: address, directions, tel: and mailto: links, no third-party map before consent", async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== "127.0.0.1" && host !== "localhost") thirdParty.push(request.url());
  });
  await page.goto("/en/contacts");
  const section = page.getByRole("region", { name: "Getting here" });
  await expect(section.locator("address")).toContainText("Via dei Cappellari 61");
  await expect(section.getByRole("link", { name: /Get directions/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=41\.89631%2C12\.47065$/,
  );
  await expect(section.getByRole("link", { name: "+39 06 5550 1874" })).toHaveAttribute("href", "tel:+390655501874");
  await expect(section.getByRole("link", { name: "ciao@salone-ottavia.example" })).toHaveAttribute(
    "href",
    "mailto:ciao@salone-ottavia.example",
  );
  await expect(section.getByText(/we load it only once you accept 'Experience' cookies/)).toBeVisible();
  await expect(section.locator("iframe")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
});

test("the footer and the phone's menu call the venue as the location section does: a tel: URL of digits", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /\+39 06 5550 1874/ })).toHaveAttribute("href", "tel:+390655501874");
  await page.locator("header button[aria-controls='mobile-menu']").click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "+39 06 5550 1874" })).toHaveAttribute("href", "tel:+390655501874");
});

test("after the visitor accepts the experience cookies, the map is embedded (and the CSP allows it)", async ({
  page,
}) => {
  // The map's host is stubbed: the test must not depend on the network, the CSP check happens first anyway.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }),
  );
  await page.goto("/en");
  const section = page.getByRole("region", { name: "Getting here" });
  await expect(section.locator("iframe")).toHaveCount(0);
  await page.getByRole("dialog", { name: "Cookies and privacy" }).getByRole("button", { name: "Accept all" }).click();
  // The frame loads lazily, when it nears the viewport.
  await section.scrollIntoViewIfNeeded();
  const map = section.locator("iframe");
  await expect(map).toHaveAttribute(
    "src",
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&marker=41\.89631%2C12\.47065/,
  );
  await expect(map).toHaveAttribute("title", "Map of Salone Ottavia");
  await expect(page.frameLocator("#location iframe").getByText("map")).toBeVisible();
  // The choice holds on the next page load.
  await page.reload();
  await expect(section.locator("iframe")).toHaveCount(1);
});
