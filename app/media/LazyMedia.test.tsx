// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { act, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { LazyAudio, LazyIframe, LazyVideo } from "./LazyMedia";

afterEach(cleanup);

test("on the server an iframe has its box but no source; the <noscript> copy has it, lazily", () => {
  const html = renderToString(
    <LazyIframe src="https://www.youtube-nocookie.com/embed/x" title="Il banco" width={560} height={315} />,
  );
  expect(html).toMatch(/^<iframe [^>]*title="Il banco"[^>]*data-state="loading"/);
  expect(html.split("<noscript>")[0]).not.toContain("youtube");
  expect(html).toMatch(/<noscript><iframe [^>]*src="https:\/\/www.youtube-nocookie.com\/embed\/x"[^>]*loading="lazy"/);
});

test("in the browser the iframe gets its source in the preload zone, and is loaded when its document is", () => {
  render(<LazyIframe src="about:blank#video" title="Il banco" />);
  const frame = screen.getByTitle("Il banco");
  expect(frame.getAttribute("src")).toBe("about:blank#video");
  fireEvent.load(frame);
  expect(frame.dataset.state).toBe("loaded");
});

test("a video loads nothing on the server's page; in the zone it gets poster, sources and preload", () => {
  const props = {
    sources: [
      { src: "/media/banco.webm", type: "video/webm" },
      { src: "/media/banco.mp4", type: "video/mp4" },
    ],
    poster: "/media/banco.jpg",
    controls: true,
  };
  const html = renderToString(<LazyVideo {...props} />);
  const [placeholder] = html.split("<noscript>");
  expect(placeholder).toContain('preload="none"');
  expect(placeholder).not.toContain("banco");

  const { container } = render(<LazyVideo {...props} />);
  const video = container.querySelector("video")!;
  expect(video.getAttribute("poster")).toBe("/media/banco.jpg");
  expect(video.getAttribute("preload")).toBe("metadata");
  expect([...video.querySelectorAll("source")].map((s) => s.getAttribute("src"))).toEqual([
    "/media/banco.webm",
    "/media/banco.mp4",
  ]);
  fireEvent(video, new Event("loadedmetadata"));
  expect(video.dataset.state).toBe("loaded");
});

test("a video whose last source fails is in the error state; autoplay preloads in full", () => {
  const { container } = render(<LazyVideo sources={[{ src: "/a.webm" }, { src: "/b.mp4" }]} autoPlay muted loop />);
  const video = container.querySelector("video")!;
  expect(video.getAttribute("preload")).toBe("auto");
  fireEvent.error(video.querySelectorAll("source")[1]!);
  expect(video.dataset.state).toBe("error");
});

test("audio behaves the same", () => {
  const { container } = render(<LazyAudio src="/media/intervista.mp3" controls />);
  const audio = container.querySelector("audio")!;
  expect(audio.getAttribute("src")).toBe("/media/intervista.mp3");
  fireEvent(audio, new Event("loadedmetadata"));
  expect(audio.dataset.state).toBe("loaded");
});

test("until it comes within the preload zone a video asks for nothing: preload='none', no source, no poster", async () => {
  // An observer the test drives (the shared one is made on first use, with this class).
  let enter: IntersectionObserverCallback | undefined;
  const observed = new Set<Element>();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        enter = callback;
      }
      observe = (element: Element) => void observed.add(element);
      unobserve = (element: Element) => void observed.delete(element);
      disconnect() {}
    },
  );
  try {
    const { container } = render(
      <LazyVideo sources={[{ src: "/files/banco.webm", type: "video/webm" }]} poster="/banco.jpg" controls />,
    );
    const video = container.querySelector("video")!;
    expect([
      video.getAttribute("preload"),
      video.querySelector("source"),
      video.getAttribute("poster"),
      video.dataset.state,
    ]).toEqual(["none", null, null, "loading"]);
    // Test doubles of the observer's entries and of the observer: only what the code reads.
    act(() =>
      enter?.(
        [...observed].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
    );
    await waitFor(() => expect(video.querySelector("source")?.getAttribute("src")).toBe("/files/banco.webm"));
    expect([video.getAttribute("preload"), video.getAttribute("poster"), video.dataset.state]).toEqual([
      "metadata",
      "/banco.jpg",
      "loading",
    ]);
    fireEvent(video, new Event("loadedmetadata"));
    expect(video.dataset.state).toBe("loaded");
  } finally {
    vi.unstubAllGlobals();
  }
});
