// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { renderPage } from "../../tests/support/render-blocks";
import { ErrorPage } from "./ErrorPage";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const online = (value: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(value);

for (const { locale, title, message, retry, home, href } of [
  {
    locale: "it",
    title: "Errore 503",
    message: "Il dispositivo è connesso, ma il sito non risponde in questo momento. Riprova tra poco.",
    retry: "Riprova",
    home: "Torna alla home",
    href: "/",
  },
  {
    locale: "en",
    title: "Error 503",
    message: "Your device is connected, but the site is not answering right now. Please try again shortly.",
    retry: "Try again",
    home: "Back to the home page",
    href: "/en",
  },
] as const) {
  test(`a data request that went nowhere while online is a 503 that says so, with another try and the way home (${locale})`, () => {
    online(true);
    renderPage(<ErrorPage error={new TypeError("Failed to fetch")} />, { locale });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByText("503")).toBeTruthy();
    expect(screen.getByTestId("error-message").textContent).toBe(message);
    expect(screen.getByRole("button", { name: retry })).toBeTruthy();
    expect(screen.getByRole("link", { name: home }).getAttribute("href")).toBe(href);
  });
}

test("the same failure while the browser is offline is the offline page, and stays so once back online", () => {
  const onLine = online(false);
  const error = new TypeError("Failed to fetch");
  const view = renderPage(<ErrorPage error={error} />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sei offline");
  expect(screen.getByRole("button", { name: "Riprova" })).toBeTruthy();
  // Back online the offline page tries again by itself; until that answers it is still that page.
  onLine.mockReturnValue(true);
  view.unmount();
  renderPage(<ErrorPage error={error} />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sei offline");
});

test("a TypeError that is not a request's failure is an ordinary error page", () => {
  online(true);
  renderPage(<ErrorPage error={new TypeError("x is not a function")} />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Errore 500");
  expect(screen.queryByRole("button")).toBeNull();
});
