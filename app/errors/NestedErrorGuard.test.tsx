// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, test, vi, type MockInstance } from "vitest";
import { I18nProvider } from "~/i18n/context";
import type { Locale } from "@site/locales";
import { italianMessages, withFallback } from "~/i18n/messages";
import en from "~/i18n/messages/common/en";
import { ERROR_PAGE_FAULT } from "./ErrorPage";
import { NestedErrorGuard } from "./NestedErrorGuard";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

/** The error catalogue's fallback, when showing the error page fails. */
const HEADING = "An error occurred while showing the error page";
const SENTENCE = "Unfortunately an error occurred and while showing the error page another error occurred";

let consoleError: MockInstance;
beforeEach(() => {
  // React reports the error a boundary caught, and the guard logs it: expected here, checked below.
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A screen whose loader throws `thrown`, with the error boundary every screen exports, on a page of `locale`. */
function screenThatFails(thrown: unknown, locale: Locale) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        loader: () => {
          throw thrown;
        },
        Component: () => <p>the page</p>,
        HydrateFallback: () => null,
        ErrorBoundary: RouteErrorBoundary,
      },
    ],
    { initialEntries: [locale === "en" ? "/en/menu" : "/menu"] },
  );
  return render(
    <I18nProvider
      locale={locale}
      prefix={locale === "en" ? "en" : ""}
      messages={locale === "en" ? withFallback(en) : italianMessages()}
    >
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

// The fallback uses no context (no i18n, no router) so that nothing in it can fail again: its
// sentences are the catalogue's, the same on an Italian and an English page.
for (const locale of ["it", "en"] as const) {
  test(`${locale}: when the error page itself fails, the guard shows the fallback's two sentences, the error's details and a link home`, async () => {
    const { container } = screenThatFails(
      data({ message: "Injected fault", fault: ERROR_PAGE_FAULT }, { status: 500 }),
      locale,
    );
    const main = await screen.findByRole("main");
    expect(within(main).getByRole("heading", { level: 1 }).textContent).toBe(HEADING);
    expect(within(main).getByText(SENTENCE).tagName).toBe("P");
    const details = container.querySelector("details")!;
    expect(details.querySelector("summary")!.textContent).toBe("Error details");
    expect(details.querySelector("pre")!.textContent).toBe("Forced failure while rendering the error page");
    expect(within(main).getByRole("link", { name: "Go back to home" }).getAttribute("href")).toBe("/");
    // Nothing of the error page that failed is left half-drawn.
    expect(container.textContent).not.toContain("500");
    expect(consoleError.mock.calls.some((call) => call[0] === "[error page] rendering the error page failed")).toBe(
      true,
    );
  });
}

test("an error page that renders is shown as it is: the guard stays out of the way", async () => {
  const { container } = screenThatFails(data({ message: "Kitchen on fire" }, { status: 500 }), "en");
  await screen.findByText("Kitchen on fire");
  expect(container.textContent).toContain("500");
  expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/en");
  expect(screen.queryByText(HEADING)).toBeNull();
  expect(consoleError).not.toHaveBeenCalled();
});

test("whatever the error page throws, its message is in the details", () => {
  const Throws = ({ value }: { value: unknown }) => {
    throw value;
  };
  render(
    <NestedErrorGuard>
      <Throws value={new TypeError("Cannot read properties of undefined (reading 'title')")} />
    </NestedErrorGuard>,
  );
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(HEADING);
  expect(document.querySelector("pre")!.textContent).toBe("Cannot read properties of undefined (reading 'title')");
  cleanup();
  render(
    <NestedErrorGuard>
      <Throws value="a bare string" />
    </NestedErrorGuard>,
  );
  expect(document.querySelector("pre")!.textContent).toBe("a bare string");
});
