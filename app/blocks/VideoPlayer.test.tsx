// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { preloadAllBlocks } from "~/blocks/lazy";
import { SiteConfigContext, defaultPublicConfig } from "~/request/SiteConfig";
import { CONSENT_COOKIE } from "~/consent/consent-mode";
import { Blocks } from "./Blocks";
import { renderPage } from "../../tests/support/render-blocks";

// "Accept and watch" hands the choice to the consent banner, which is not under test here.
const grantConsent = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("~/consent/grant", () => ({ grantConsent }));

/**
 * An IntersectionObserver the test drives: nothing is in view until `scrollIntoZone()`, as on a
 * page where the block is far below the first screen.
 */
const observed = new Set<Element>();
let observerCallback: IntersectionObserverCallback | undefined;
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observerCallback = callback;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {}
  takeRecords() {
    return [];
  }
}
function scrollIntoZone() {
  // Test doubles of the observer's entries and of the observer: only what the code reads.
  const entries = [...observed].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
  act(() => observerCallback?.(entries, {} as IntersectionObserver));
}

beforeAll(async () => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  // Blocks that load as chunks of their own in the browser (blocks/lazy.ts) render at once once loaded.
  await preloadAllBlocks();
  // So is the embed's player (VideoEmbed's chunk): left to the first press, findBy's 1 s held the
  // module's import, which waits its turn in vitest's one transform queue behind the other worker's
  // files, besides React's 300 ms before it swaps a Suspense fallback for what has loaded.
  await import("./VideoPlayerMedia");
});

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  grantConsent.mockClear();
});
afterEach(cleanup);

const FILE_ID = "file-871fa703ac5f9278a5583821987e9141df0892ca-webm";
const poster = {
  _type: "image",
  asset: { _id: "image-4dad081cbe7e61bb16bd1f7eafb39d8e92998260-1600x900-jpg" },
  alt: { it: "Piatti", en: "Plates" },
};
const title = { it: "Appena usciti dalla cucina", en: "Just out of the kitchen" };
const fileBlock = {
  _type: "videoPlayer",
  _key: "v",
  title,
  source: "file",
  file: { _type: "file", asset: { _id: FILE_ID, mimeType: "video/webm" } },
  poster,
};
const embed = {
  _type: "videoPlayer",
  _key: "v",
  title,
  source: "embed",
  embedUrl: "https://www.youtube-nocookie.com/embed/abc123",
  poster,
};

const grant = (categories: string[], event = "cc:onChange") => {
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories }))}; path=/`;
  act(() => void window.dispatchEvent(new Event(event)));
};

test("on the server a file's video has its box and controls, preload='none', no source and no autoplay", () => {
  const html = renderToString(<Blocks blocks={[fileBlock]} />);
  const player = /<video [^>]*><\/video>/.exec(html)?.[0] ?? "";
  expect(player).toMatch(/controls=""[^>]*preload="none"[^>]*data-state="loading"/);
  expect(player).not.toMatch(/src=|poster=/);
  expect(html).not.toMatch(/autoplay/i);
  // Without JavaScript, the <noscript> player has the file, still preload="none".
  expect(html).toMatch(
    /<noscript><video [^>]*preload="none"[^>]*><source src="\/files\/salone\/production\/871fa703ac5f9278a5583821987e9141df0892ca.webm" type="video\/webm"/,
  );
});

test("the video loads only when it comes within the preload zone: then its file, metadata first", async () => {
  const { container } = renderPage(<Blocks blocks={[fileBlock]} />);
  const video = container.querySelector("video")!;
  expect(video.getAttribute("preload")).toBe("none");
  expect(video.querySelector("source")).toBeNull();
  expect(video.hasAttribute("poster")).toBe(false);
  expect(video.dataset.state).toBe("loading");

  scrollIntoZone();
  await waitFor(() =>
    expect(video.querySelector("source")?.getAttribute("src")).toBe(
      "/files/salone/production/871fa703ac5f9278a5583821987e9141df0892ca.webm",
    ),
  );
  expect(video.querySelector("source")?.getAttribute("type")).toBe("video/webm");
  expect(video.getAttribute("preload")).toBe("metadata");
  // The poster's picture at one of its own srcset widths: the player shows it while it loads.
  expect(video.getAttribute("poster")).toMatch(
    /^\/images\/salone\/production\/4dad081cbe7e61bb16bd1f7eafb39d8e92998260-1600x900\.jpg\?w=1280&h=720&/,
  );
  expect(video.dataset.state).toBe("loading");
  fireEvent(video, new Event("loadedmetadata"));
  expect(video.dataset.state).toBe("loaded");
});

test("the video has the browser's controls and the block's title, never plays on its own, and sits over its poster", async () => {
  const { container } = renderPage(<Blocks blocks={[fileBlock]} />, { locale: "en" });
  scrollIntoZone();
  const video = await screen.findByLabelText("Just out of the kitchen");
  if (!(video instanceof HTMLVideoElement)) throw new Error(`expected a <video>, got <${video.tagName.toLowerCase()}>`);
  expect(video.controls).toBe(true);
  expect(video.autoplay).toBe(false);
  expect(video.hasAttribute("autoplay")).toBe(false);
  expect(video.playsInline).toBe(true);
  // The poster is the picture behind it (decorative: the video is announced by its title).
  expect(container.querySelector("img[data-lazy]")?.getAttribute("alt")).toBe("");
  expect(screen.getByText("Loading…")).toBeTruthy();
  expect(screen.getByRole("link", { name: /Open the video/ }).getAttribute("href")).toBe(
    "/files/salone/production/871fa703ac5f9278a5583821987e9141df0892ca.webm",
  );
});

test("a video that cannot play is in the error state, and says so", async () => {
  const { container } = renderPage(<Blocks blocks={[fileBlock]} />, { locale: "en" });
  scrollIntoZone();
  const video = container.querySelector("video")!;
  await waitFor(() => expect(video.querySelector("source")).not.toBeNull());
  fireEvent.error(video.querySelector("source")!);
  expect(video.dataset.state).toBe("error");
  expect(screen.getByText("This browser cannot play the video.")).toBeTruthy();
});

test("with a real Sanity project the file comes from its CDN, as images do", async () => {
  const config = { ...defaultPublicConfig, projectId: "abc123", imageUrl: "https://cdn.sanity.io" };
  const { container } = renderPage(
    <SiteConfigContext.Provider value={config}>
      <Blocks blocks={[fileBlock]} />
    </SiteConfigContext.Provider>,
  );
  scrollIntoZone();
  await waitFor(() =>
    expect(container.querySelector("video source")?.getAttribute("src")).toBe(
      "https://cdn.sanity.io/files/abc123/production/871fa703ac5f9278a5583821987e9141df0892ca.webm",
    ),
  );
});

test("a sound plays in a lazy <audio> with controls", async () => {
  const sound = {
    ...fileBlock,
    file: {
      _type: "file",
      asset: { _id: "file-0123456789abcdef0123456789abcdef01234567-mp3", mimeType: "audio/mpeg" },
    },
  };
  const { container } = renderPage(<Blocks blocks={[sound]} />);
  const audio = container.querySelector("audio")!;
  expect(audio.getAttribute("preload")).toBe("none");
  expect(container.querySelector("video")).toBeNull();
  scrollIntoZone();
  await waitFor(() =>
    expect(audio.querySelector("source")?.getAttribute("src")).toBe(
      "/files/salone/production/0123456789abcdef0123456789abcdef01234567.mp3",
    ),
  );
  expect(audio.controls).toBe(true);
  fireEvent(audio, new Event("loadedmetadata"));
  expect(audio.dataset.state).toBe("loaded");
});

test("an embed shows its poster and a play button first: no frame, nothing fetched from the video host", () => {
  const { container } = renderPage(<Blocks blocks={[embed]} />, { locale: "en" });
  expect(container.querySelector("iframe")).toBeNull();
  expect(screen.getByRole("button", { name: "Play the video: Just out of the kitchen" })).toBeTruthy();
});

test("pressing play without the 'experience' consent explains it and offers to accept or choose; no frame", () => {
  const { container } = renderPage(<Blocks blocks={[embed]} />, { locale: "en" });
  fireEvent.click(screen.getByRole("button", { name: /Play the video/ }));
  expect(container.querySelector("iframe")).toBeNull();
  expect(screen.getByText(/The video is on YouTube, which sets cookies/)).toBeTruthy();
  fireEvent.click(screen.getByRole("button", { name: "Accept and watch" }));
  expect(grantConsent).toHaveBeenCalledWith("experience");
  expect(screen.getByRole("button", { name: "Choose cookies" })).toBeTruthy();
  expect(container.querySelector("iframe")).toBeNull();
});

test("once the visitor accepts, the video they asked for loads, with loading then loaded", async () => {
  const { container } = renderPage(<Blocks blocks={[embed]} />, { locale: "en" });
  fireEvent.click(screen.getByRole("button", { name: /Play the video/ }));
  grant(["necessary", "experience"], "cc:onConsent");
  const frame = await screen.findByTitle("Just out of the kitchen");
  expect(frame.tagName).toBe("IFRAME");
  await waitFor(() => expect(observed.has(frame)).toBe(true));
  scrollIntoZone();
  await waitFor(() =>
    expect(frame.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/abc123?autoplay=1"),
  );
  expect(frame.dataset.state).toBe("loading");
  fireEvent.load(frame);
  expect(frame.dataset.state).toBe("loaded");
  expect(container.querySelector("video")).toBeNull();
});

test("with the consent already given, pressing play loads the player at once; never before the press", async () => {
  grant(["necessary", "experience"]);
  const { container } = renderPage(<Blocks blocks={[embed]} />, { locale: "en" });
  expect(container.querySelector("iframe")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: /Play the video/ }));
  expect(await screen.findByTitle("Just out of the kitchen")).toBeTruthy();
  expect(screen.queryByText(/sets cookies/)).toBeNull();
});

test("consent to analytics alone is not consent to the player", () => {
  grant(["necessary", "analytics"]);
  const { container } = renderPage(<Blocks blocks={[embed]} />, { locale: "en" });
  fireEvent.click(screen.getByRole("button", { name: /Play the video/ }));
  expect(container.querySelector("iframe")).toBeNull();
  expect(screen.getByRole("button", { name: "Accept and watch" })).toBeTruthy();
});

test("without JavaScript there is a link to the video", () => {
  renderPage(<Blocks blocks={[embed]} />);
  expect(screen.getByRole("link", { name: /Apri il video/ }).getAttribute("href")).toBe(
    "https://www.youtube.com/watch?v=abc123",
  );
});

test("an embed from another host, or a block without a playable file, shows only the poster", () => {
  const { container } = renderPage(
    <Blocks
      blocks={[
        { ...embed, _key: "a", embedUrl: "https://evil.example/embed/x" },
        {
          ...fileBlock,
          _key: "b",
          file: {
            _type: "file",
            asset: { _id: "file-0123456789abcdef0123456789abcdef01234567-pdf", mimeType: "application/pdf" },
          },
        },
      ]}
    />,
  );
  expect(container.querySelectorAll("video, audio, iframe, button")).toHaveLength(0);
  expect(container.querySelectorAll("img[data-lazy]")).toHaveLength(2);
});
