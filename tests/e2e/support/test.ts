import { test as base, expect, type ConsoleMessage } from "@playwright/test";

/**
 * The journeys' `test`: baseURL from the stack started in global setup, and a `page` that fails the
 * test on any unexpected console error. The check rides on `page` rather than on a fixture of its own
 * for every test, so that a journey that only sends requests opens no browser page.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
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
