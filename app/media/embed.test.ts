import { expect, test } from "vitest";
import { EMBED_ORIGINS } from "@site/frames";
import { embedHostName, embedSource, watchUrl } from "./embed";

test("only privacy-enhanced https embeds of the known hosts are played", () => {
  expect(embedSource("https://www.youtube-nocookie.com/embed/x")).toBe("https://www.youtube-nocookie.com/embed/x");
  expect(embedSource("https://player.vimeo.com/video/1")).toBe("https://player.vimeo.com/video/1");
  expect(embedSource("http://www.youtube-nocookie.com/embed/x")).toBeNull();
  expect(embedSource("https://www.youtube.com/embed/x")).toBeNull();
  expect(embedSource("https://evil.example/embed/x")).toBeNull();
  expect(embedSource("https://www.youtube-nocookie.com:8443/embed/x")).toBeNull();
  expect(embedSource("javascript:alert(1)")).toBeNull();
  expect(embedSource(undefined)).toBeNull();
});

test("the watch link and the host's name for the visitor", () => {
  expect(watchUrl("https://www.youtube-nocookie.com/embed/abc-1")).toBe("https://www.youtube.com/watch?v=abc-1");
  expect(watchUrl("https://player.vimeo.com/video/1")).toBe("https://player.vimeo.com/video/1");
  expect(embedHostName("https://player.vimeo.com/video/1")).toBe("Vimeo");
  expect(embedHostName("https://www.youtube-nocookie.com/embed/x")).toBe("YouTube");
});

test("the CSP's frame origins are exactly the embeddable hosts", () => {
  expect(EMBED_ORIGINS).toEqual([
    "https://www.youtube-nocookie.com",
    "https://youtube-nocookie.com",
    "https://player.vimeo.com",
  ]);
});
