import { test as base, expect, type ConsoleMessage } from "@playwright/test";

/**
 * The journeys' `test`: baseURL from the stack started in global setup, and a page that fails the
 * test on any unexpected console error.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  baseURL: async ({}, use) => {
    await use(process.env.BASE_URL);
  },
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (allowConsoleErrors.some((re) => re.test(text))) return;
        errors.push(text);
      };
      page.on("console", onConsole);
      page.on("pageerror", (error) => {
        const text = `pageerror: ${error.message}`;
        if (!allowConsoleErrors.some((re) => re.test(text))) errors.push(text);
      });
      await use(errors);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
