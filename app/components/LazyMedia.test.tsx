// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { LazyAudio, LazyIframe, LazyVideo } from "./LazyMedia";

afterEach(cleanup);

test("on the server an iframe has its box but no source; the <noscript> copy has it, lazily", () => {
  const html = renderToString(<LazyIframe src="https://www.youtube-nocookie.com/embed/x" title="Il banco" width={560} height={315} />);
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
  const props = { sources: [{ src: "/media/banco.webm", type: "video/webm" }, { src: "/media/banco.mp4", type: "video/mp4" }], poster: "/media/banco.jpg", controls: true };
  const html = renderToString(<LazyVideo {...props} />);
  const [placeholder] = html.split("<noscript>");
  expect(placeholder).toContain('preload="none"');
  expect(placeholder).not.toContain("banco");

  const { container } = render(<LazyVideo {...props} />);
  const video = container.querySelector("video")!;
  expect(video.getAttribute("poster")).toBe("/media/banco.jpg");
  expect(video.getAttribute("preload")).toBe("metadata");
  expect([...video.querySelectorAll("source")].map((s) => s.getAttribute("src"))).toEqual(["/media/banco.webm", "/media/banco.mp4"]);
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
