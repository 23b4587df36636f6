import { test as playwrightTest, expect, type ConsoleMessage } from "@playwright/test";

/**
 * Playwright's `test` whose `request` opens a connection for each request. Playwright's request
 * context keeps idle connections with no limit of its own, and then Node's client ignores the
 * servers' `Keep-Alive: timeout=5`: a request sent on a connection as its server closes it after 5 s
 * of quiet is reset (`read ECONNRESET`) and not sent again, as a browser would (decision 0083).
 */
export const requestTest = playwrightTest.extend({
  request: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { connection: "close" } });
    await use(request);
    await request.dispose();
  },
});

/**
 * The journeys' `test`: baseURL from the stack started in global setup, and a `page` that fails the
 * test on any unexpected console error. The check rides on `page` rather than on a fixture of its own
 * for every test, so that a journey that only sends requests opens no browser page.
 */
export const test = requestTest.extend<{ allowConsoleErrors: RegExp[] }>({
  baseURL: async ({}, use) => {
    await use(process.env.BASE_URL);
  },
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (allowConsoleErrors.some((re) => re.test(text))) return;
      errors.push(text);
    });
    page.on("pageerror", (error) => {
      const text = `pageerror: ${error.message}`;
      if (!allowConsoleErrors.some((re) => re.test(text))) errors.push(text);
    });
    await use(page);
    expect(errors, "unexpected console errors").toEqual([]);
  },
});

export { expect };
