import type { Page } from "@playwright/test";
import { settled } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * A page's data request that goes nowhere while the browser says it is online (the server went away,
 * a captive portal): the error page with its status, an honest message, another try and the way home.
 * Offline, the offline page stays (behaviours-network.spec.ts).
 */

// Data requests straight from the page (a service worker's own fetches are not routed here), and the
// browser's report of the one refused.
test.use({ serviceWorkers: "block", allowConsoleErrors: [/Failed to load resource: net::ERR_CONNECTION_REFUSED/] });

async function ready(page: Page, url: string) {
  await page.goto(url);
  await settled(page);
  // The consent banner is not what this is about; it must not sit on the links clicked.
  await page.addStyleTag({ content: "#cc-main { display: none !important; }" });
}

for (const { url, title, message, retry, home, href } of [
  {
    url: "/journal",
    title: "Errore 503",
    message: "Il dispositivo è connesso, ma il sito non risponde in questo momento. Riprova tra poco.",
    retry: "Riprova",
    home: "Torna alla home",
    href: "/",
  },
  {
    url: "/en/journal",
    title: "Error 503",
    message: "Your device is connected, but the site is not answering right now. Please try again shortly.",
    retry: "Try again",
    home: "Back to the home page",
    href: "/en",
  },
]) {
  test(`online, a data request the server never answers is a 503 error page with another try and the way home (${url})`, async ({
    page,
  }) => {
    await ready(page, url);
    const refuse = (route: { abort(code: string): Promise<void> }) => route.abort("connectionrefused");
    await page.route(/\.data(\?.*)?$/, refuse);
    const link = page.getByRole("main").getByRole("article").first().getByRole("link");
    const article = await link.getAttribute("href");
    const articleTitle = (await link.textContent())!.trim();
    await link.click();

    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main").getByText("503", { exact: true })).toBeVisible();
    await expect(page.getByTestId("error-message")).toHaveText(message);
    await expect(page.getByRole("heading", { name: /offline/i })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: home, exact: true })).toHaveAttribute("href", href);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    // The server answers again: another try brings the page the visitor was going to.
    await page.unroute(/\.data(\?.*)?$/, refuse);
    await page.getByRole("button", { name: retry }).click();
    await expect(page).toHaveURL(new RegExp(`${article}$`));
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name: articleTitle })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toHaveCount(0);
  });
}
