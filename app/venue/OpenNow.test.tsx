// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeAll, afterEach, expect, test, vi } from "vitest";
import { I18nProvider } from "~/i18n/context";
import { withFallback } from "~/i18n/messages";
import en from "~/i18n/messages/common/en";
import { openingStatus, type HoursSettings } from "../hours/opening-hours";
import { OpenNowStatus } from "./OpenNow";
import { loadMessages } from "~/i18n/messages";

// Month and weekday names come with each language's catalogue, loaded before a page renders.
beforeAll(() => loadMessages("en"));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// Tuesday: 10:00–15:30 and 18:30–23:00 in Rome. Saturday: 19:00–00:30.
const SETTINGS: HoursSettings = {
  openingHours: [
    {
      day: "tuesday",
      ranges: [
        { opens: "10:00", closes: "15:30" },
        { opens: "18:30", closes: "23:00" },
      ],
    },
    { day: "saturday", ranges: [{ opens: "19:00", closes: "00:30" }] },
  ],
};
const messages = withFallback(en);

function Status({ serverAt }: { serverAt: string }) {
  return (
    <I18nProvider locale="en" prefix="en" messages={messages}>
      <OpenNowStatus settings={SETTINGS} serverStatus={openingStatus(SETTINGS, new Date(serverAt))} />
    </I18nProvider>
  );
}

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  vi.useRealTimers();
  document.body.innerHTML = "";
});

test("the server renders the status it computed, whatever the clock", () => {
  vi.useFakeTimers({ now: new Date("2026-03-09T11:00:00Z") }); // a Monday: would be closed
  const html = renderToString(<Status serverAt="2026-03-10T19:00:00Z" />);
  expect(html).toContain("Open now");
  expect(html).toContain("closes at 23:00");
});

test("hydration keeps the server's value, then the browser's clock takes over, with no mismatch", async () => {
  // The page was rendered on Tuesday at 20:00 in Rome and is opened on Wednesday at 00:05
  // (this venue's next opening is then Saturday evening).
  const html = renderToString(<Status serverAt="2026-03-10T19:00:00Z" />);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  const first = container.querySelector("p")!;
  expect(first.textContent).toBe("Open now · closes at 23:00");

  vi.useFakeTimers({ now: new Date("2026-03-10T23:05:00Z"), toFake: ["Date", "setTimeout", "clearTimeout"] });
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => {
    roots.push(hydrateRoot(container, <Status serverAt="2026-03-10T19:00:00Z" />, { onRecoverableError: recoverable }));
  });
  // The server's element was adopted (not replaced), and now shows the browser's status.
  expect(container.querySelector("p")).toBe(first);
  expect(first.textContent).toBe("Closed · opens Saturday at 19:00");
  expect(first.dataset.open).toBe("false");
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError.mock.calls).toEqual([]);
  consoleError.mockRestore();
});

test("the status refreshes every minute in the browser", async () => {
  vi.useFakeTimers({ now: new Date("2026-03-10T21:58:30Z"), toFake: ["Date", "setTimeout", "clearTimeout"] }); // 22:58:30
  const container = document.createElement("div");
  document.body.appendChild(container);
  const html = renderToString(<Status serverAt="2026-03-10T21:58:30Z" />);
  container.innerHTML = html;
  await act(async () => {
    roots.push(hydrateRoot(container, <Status serverAt="2026-03-10T21:58:30Z" />));
  });
  expect(container.textContent).toBe("Open now · closes at 23:00");
  await act(async () => {
    vi.advanceTimersByTime(30_000); // 22:59
  });
  expect(container.textContent).toBe("Open now · closes at 23:00");
  await act(async () => {
    vi.advanceTimersByTime(60_000); // 23:00
  });
  expect(container.textContent).toBe("Closed · opens Saturday at 19:00");
});
