// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { preloadAllBlocks } from "~/blocks/lazy";
import { Blocks } from "./Blocks";
import { renderPage } from "./render-for-test";
import { embedSource, fileSource, watchUrl } from "./VideoPlayer";

// Blocks that load as chunks of their own in the browser (blocks/lazy.ts) render at once once loaded.
beforeAll(() => preloadAllBlocks());

afterEach(cleanup);

const poster = { _type: "image", asset: { _id: "image-4dad081cbe7e61bb16bd1f7eafb39d8e92998260-1600x900-jpg" }, alt: { it: "Pentole", en: "Pots" } };
const embed = { _type: "videoPlayer", _key: "v", title: { it: "Un giorno in cucina", en: "A day in the kitchen" }, source: "embed", embedUrl: "https://www.youtube-nocookie.com/embed/SaloneDemo1", poster };

test("an embed shows its poster and a play button first: no frame, nothing fetched from the video host", () => {
  const { container } = renderPage(<Blocks blocks={[embed]} />, { locale: "en" });
  expect(container.querySelector("iframe")).toBeNull();
  expect(screen.getByRole("button", { name: "Play the video: A day in the kitchen" })).toBeTruthy();
});

test("pressing play loads the player, which may then start (the press is the visitor's gesture)", async () => {
  const { container } = renderPage(<Blocks blocks={[embed]} />, { locale: "en" });
  fireEvent.click(screen.getByRole("button", { name: /Play the video/ }));
  const frame = await screen.findByTitle("A day in the kitchen");
  expect(frame.tagName).toBe("IFRAME");
  expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/SaloneDemo1?autoplay=1");
  expect(container.querySelector("video")).toBeNull();
});

test("without JavaScript there is a link to the video", () => {
  renderPage(<Blocks blocks={[embed]} />);
  expect(screen.getByRole("link", { name: /Apri il video/ }).getAttribute("href")).toBe("https://www.youtube.com/watch?v=SaloneDemo1");
});

test("a self-hosted file plays in a <video> with controls, never autoplaying before the press", async () => {
  const { container } = renderPage(<Blocks blocks={[{ ...embed, source: "file", embedUrl: undefined, fileUrl: "/media/kitchen.mp4" }]} />);
  expect(container.querySelector("video")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: /Guarda il video/ }));
  const video = (await screen.findByLabelText("Un giorno in cucina")) as HTMLVideoElement;
  expect(video.tagName).toBe("VIDEO");
  expect(video.controls).toBe(true);
  expect(video.getAttribute("src")).toBe("/media/kitchen.mp4");
});

test("only privacy-enhanced https embeds and site-relative files are played", () => {
  expect(embedSource("https://www.youtube-nocookie.com/embed/x")).toBe("https://www.youtube-nocookie.com/embed/x");
  expect(embedSource("http://www.youtube-nocookie.com/embed/x")).toBeNull();
  expect(embedSource("https://evil.example/embed/x")).toBeNull();
  expect(embedSource("javascript:alert(1)")).toBeNull();
  expect(fileSource("/media/kitchen.mp4")).toBe("/media/kitchen.mp4");
  expect(fileSource("//evil.example/x.mp4")).toBeNull();
  expect(fileSource("https://example.com/x.mp4")).toBeNull();
  expect(watchUrl("https://player.vimeo.com/video/1")).toBe("https://player.vimeo.com/video/1");
});
