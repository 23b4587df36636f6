// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, test } from "vitest";
import { CONSENT_COOKIE } from "~/consent/consent-mode";
import { LocationMap } from "./LocationMap";

const place = { title: "Salone Ottavia", geo: { lat: 41.8947, lng: 12.4721 } };

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});
afterEach(cleanup);

test("without the 'experience' consent there is no frame, only the drawn map and a way to choose", () => {
  const { container } = render(<LocationMap place={place} />);
  expect(container.querySelector("iframe")).toBeNull();
  expect(container.querySelector("[data-map='static']")).not.toBeNull();
});

test("with it, the map's frame loads with a loading note, then is loaded", async () => {
  const { container } = render(<LocationMap place={place} />);
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories: ["necessary", "experience"] }))}; path=/`;
  act(() => void window.dispatchEvent(new Event("cc:onChange")));
  const frame = await screen.findByTitle("Mappa di Salone Ottavia");
  // (No IntersectionObserver in this test browser: the frame is in the zone at once.)
  await waitFor(() =>
    expect(frame.getAttribute("src")).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/),
  );
  expect(frame.dataset.state).toBe("loading");
  expect(container.querySelector("p[aria-hidden='true']")?.textContent).toBe("Caricamento…");
  fireEvent.load(frame);
  expect(frame.dataset.state).toBe("loaded");
});
