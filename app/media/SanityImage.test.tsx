// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { renderPage } from "../../tests/support/render-blocks";
import type { SanityImageValue } from "~/content-client/types";
import { I18nProvider } from "~/i18n/context";
import { italianMessages } from "~/i18n/messages";
import { RETRY_DELAY_MS, loadedImages } from "./lazy-media";
import { SanityImage } from "./SanityImage";
import { DocumentOnlyContext, newDocumentOnly } from "~/request/document-only";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const image = (sha: string): SanityImageValue => ({
  asset: { _id: `image-${sha.padEnd(40, "0")}-1200x900-jpg`, metadata: { lqip: "data:image/jpeg;base64,AAAA" } },
  alt: { it: "Un carciofo alla giudia", en: "A Jewish-style artichoke" },
});

const onServer = (ui: React.ReactNode) =>
  renderToString(
    <I18nProvider locale="it" prefix="" messages={italianMessages()}>
      {ui}
    </I18nProvider>,
  );

test("on the server a lazy image is a stand-in with its box and LQIP, and a <noscript> copy that loads natively", () => {
  const html = onServer(<SanityImage image={image("a1")} sizes="100vw" />);
  const doc = new DOMParser().parseFromString(html, "text/html");
  const standIn = doc.querySelector("img")!;
  // Nothing to fetch or decode before its turn: its box comes from the width and height below.
  expect(standIn.hasAttribute("src")).toBe(false);
  expect(standIn.hasAttribute("srcset")).toBe(false);
  expect(standIn.getAttribute("data-state")).toBe("loading");
  expect(standIn.hasAttribute("data-lazy")).toBe(true);
  expect(standIn.getAttribute("alt")).toBe("Un carciofo alla giudia");
  expect(standIn.getAttribute("width")).toBe("1200");
  expect(standIn.getAttribute("height")).toBe("900");
  // The LQIP rides in a custom property, drawn only once the image has a source (lazy-media.css).
  expect(standIn.getAttribute("style")).toBe('--lqip:url("data:image/jpeg;base64,AAAA")');
  expect(html).toMatch(/<noscript><img [^>]*srcSet="[^"]*a1[^"]*"[^>]*loading="lazy"/);
  // Fewer widths than the scripted image will offer (content-client/image: noscriptWidths).
  const copySrcSet = /<noscript><img [^>]*srcSet="([^"]*)"/.exec(html)![1]!;
  expect(copySrcSet.split(", ").map((c) => c.split(" ")[1])).toEqual(["640w", "1200w"]);
  // The LQIP travels once in the markup: on the stand-in, not again in the <noscript> copy.
  expect(html.split("data:image/jpeg;base64,AAAA")).toHaveLength(2);
});

test("in a server-rendered document a priority image draws its LQIP's mean colour, and no data: URL", () => {
  const documentOnly = newDocumentOnly((lqip) => (lqip === "data:image/webp;base64,BBBB" ? "#8e7e5b" : undefined));
  const img = { ...image("g7"), asset: { _id: `image-${"g7".padEnd(40, "0")}-1200x900-jpg` } };
  documentOnly.lqip.set(img.asset._id, "data:image/webp;base64,BBBB");
  const html = onServer(
    <DocumentOnlyContext.Provider value={documentOnly}>
      <SanityImage image={img} sizes="100vw" priority />
    </DocumentOnlyContext.Provider>,
  );
  expect(html).toMatch(/<img [^>]*style="background-color:#8e7e5b"/);
  expect(html).not.toContain("data:");
  // Without a colour, nothing: never the LQIP itself.
  const plain = onServer(
    <DocumentOnlyContext.Provider value={newDocumentOnly()}>
      <SanityImage image={image("h8")} sizes="100vw" priority />
    </DocumentOnlyContext.Provider>,
  );
  expect(plain).not.toContain("style=");
  expect(plain).not.toContain("data:");
});

test("a priority image is in the server's markup at once, eager, with no stand-in", () => {
  const html = onServer(<SanityImage image={image("b2")} sizes="100vw" priority />);
  expect(html).not.toContain("<noscript>");
  expect(html).toMatch(/<img [^>]*srcSet="[^"]*b2/);
  expect(html).toContain('loading="eager"');
  expect(html).toContain('fetchPriority="high"');
});

test("in the browser it loads once in the preload zone, and says so", () => {
  // jsdom has no IntersectionObserver: everything counts as in the zone.
  renderPage(<SanityImage image={image("c3")} sizes="100vw" />);
  const img = screen.getByRole("img", { name: "Un carciofo alla giudia" });
  expect(img.getAttribute("srcset")).toContain("c3");
  expect(img.dataset.state).toBe("loading");
  fireEvent.load(img);
  expect(img.dataset.state).toBe("loaded");
  // The LQIP placeholder is dropped once the real image is there (it would show through transparency).
  expect(img.style.getPropertyValue("--lqip")).toBe("");
});

test("a failing image is tried 3 times in all, then the error image shows with the alt text kept", () => {
  vi.useFakeTimers();
  renderPage(<SanityImage image={image("d4")} sizes="100vw" />);
  const current = () => screen.getByRole("img", { name: "Un carciofo alla giudia" });
  const tried = new Set<HTMLElement>();
  for (let attempt = 1; attempt <= 3; attempt++) {
    expect(current().getAttribute("srcset"), `attempt ${attempt}`).toContain("d4");
    tried.add(current());
    fireEvent.error(current());
    act(() => vi.advanceTimersByTime(RETRY_DELAY_MS));
  }
  // Each attempt was a new element: the browser fetches again instead of reusing the failure.
  expect(tried.size).toBe(3);
  expect(current().dataset.state).toBe("error");
  // No source: the stylesheet draws the muted box and its mark (lazy-media.css).
  expect(current().hasAttribute("src")).toBe(false);
  expect(current().hasAttribute("srcset")).toBe(false);
});

test("an image loaded before renders loaded at once", () => {
  const first = renderPage(<SanityImage image={image("e5")} sizes="100vw" />);
  fireEvent.load(screen.getByRole("img"));
  first.unmount();
  expect(loadedImages.size).toBeGreaterThan(0);
  renderPage(<SanityImage image={image("e5")} sizes="100vw" />);
  expect(screen.getByRole("img").dataset.state).toBe("loaded");
});

test("a priority image loaded before renders loaded at once too (the first card of a listing, on the way back to it)", () => {
  const first = renderPage(<SanityImage image={image("f6")} sizes="100vw" priority />);
  fireEvent.load(screen.getByRole("img"));
  expect(screen.getByRole("img").dataset.state).toBe("loaded");
  first.unmount();
  renderPage(<SanityImage image={image("f6")} sizes="100vw" priority />);
  expect(screen.getByRole("img").dataset.state).toBe("loaded");
  expect(screen.getByRole("img").getAttribute("loading")).toBe("eager");
});
