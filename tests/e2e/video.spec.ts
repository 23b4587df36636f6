import type { Page, Request, Response } from "@playwright/test";
import { groq } from "./support/content";
import { hydrated } from "./support/settled";
import { expect, test } from "./support/test";

/**
 * Lazy media (the rule: media load when scrolled into view): the page's video asks for nothing until it comes
 * within the preload zone, then loads (a note while it does, then data-state loaded), never plays on its own,
 * and seeks with byte ranges the site answers 206. Network as the page sees it (no service worker between).
 */
test.use({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });

interface VideoPage {
  slug: string;
  title: { it: string; en: string };
}

/** The page whose video block plays a file of the site's own. */
const videoPage = () =>
  groq<VideoPage>(`*[_type == "page" && count(blocks[_type == "videoPlayer" && defined(file.asset)]) > 0][0]{
    "slug": slug.current, "title": blocks[_type == "videoPlayer" && defined(file.asset)][0].title }`);

interface Exchange {
  range: string | undefined;
  status?: number;
  contentRange?: string | null;
  /** Abandoned by the player before an answer came (a seek elsewhere). */
  abandoned?: boolean;
}

/** Every request for a file (/files/…), with its Range and the answer's status and Content-Range. */
function recordFileRequests(page: Page): Exchange[] {
  const list: Exchange[] = [];
  const byRequest = new Map<Request, Exchange>();
  page.on("request", (request) => {
    if (!new URL(request.url()).pathname.startsWith("/files/")) return;
    const exchange: Exchange = { range: request.headers().range };
    byRequest.set(request, exchange);
    list.push(exchange);
  });
  page.on("response", async (response: Response) => {
    const exchange = byRequest.get(response.request());
    if (!exchange) return;
    exchange.contentRange = await response.headerValue("content-range");
    exchange.status = response.status();
  });
  page.on("requestfailed", (request) => {
    const exchange = byRequest.get(request);
    if (exchange && exchange.status === undefined) exchange.abandoned = true;
  });
  return list;
}

const LANGUAGES = [
  { locale: "it" as const, prefix: "", loading: "Caricamento…" },
  { locale: "en" as const, prefix: "/en", loading: "Loading…" },
];

for (const { locale, prefix, loading } of LANGUAGES) {
  test(`${locale}: the video loads only when scrolled near, shows loading then loaded, and seeks with a 206`, async ({
    page,
  }) => {
    const { slug, title } = await videoPage();
    const files = recordFileRequests(page);
    // The file's answers wait until the test has seen the loading note.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/files/**", async (route) => {
      await held;
      // (A request the player has abandoned meanwhile cannot be continued, and needs not be.)
      await route.continue().catch(() => {});
    });

    await page.goto(`${prefix}/${slug}`);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const heading = page.getByRole("heading", { name: title[locale] });
    const video = page.getByLabel(title[locale], { exact: true });
    const note = page.getByText(loading, { exact: true });

    // Far below the first screen: preload="none", no source, and no request for the file.
    const top = await video.evaluate((v) => v.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(1.3 * 800);
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("data-state", "loading");
    await expect(note).toBeHidden();
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe("");
    expect(files.length).toBe(0);

    await heading.scrollIntoViewIfNeeded();
    await expect(video).toHaveAttribute("preload", "metadata");
    await expect(note).toBeVisible();
    await expect(video).toHaveAttribute("data-state", "loading");
    release();

    await expect(video).toHaveAttribute("data-state", "loaded", { timeout: 15_000 });
    await expect(note).toBeHidden();
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
      /\/files\/[\w-]+\/[\w-]+\/[0-9a-f]{40}\.webm$/,
    );
    // Controls, and it did not start by itself.
    expect(await video.evaluate((v: HTMLVideoElement) => [v.controls, v.paused, v.autoplay])).toEqual([
      true,
      true,
      false,
    ]);
    const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
    expect(duration).toBeGreaterThan(2);

    // Seeking: the player asks for the bytes it needs from where it needs them.
    await video.evaluate((v: HTMLVideoElement) => void (v.currentTime = v.duration * 0.75));
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 2 && v.currentTime > 0))
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(duration * 0.75, 0);

    await expect.poll(() => files.every((f) => f.status !== undefined || f.abandoned)).toBe(true);
    const answered = files.filter((f) => f.status !== undefined);
    expect(answered.length).toBeGreaterThan(0);
    // Every answer is a 206 with the bytes it holds; and some were asked for from past the start.
    for (const f of answered) {
      expect(f.range, "a player always asks for a range").toMatch(/^bytes=\d+-\d*$/);
      expect(f.status).toBe(206);
      expect(f.contentRange).toMatch(/^bytes \d+-\d+\/\d+$/);
    }
    expect(answered.some((f) => Number(/^bytes=(\d+)-/.exec(f.range ?? "")?.[1]) > 0)).toBe(true);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the video is a plain player with the file, loading nothing until played", async ({ page }) => {
    const { slug, title } = await videoPage();
    const files: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/files/")) files.push(r.url());
    });
    await page.goto(`/${slug}`);
    const player = page.getByLabel(title.it, { exact: true }).filter({ visible: true });
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("preload", "none");
    await expect(player).toHaveAttribute("controls", "");
    await expect(page.getByRole("link", { name: /Apri il video/ })).toHaveAttribute(
      "href",
      /^\/files\/[\w-]+\/[\w-]+\/[0-9a-f]{40}\.webm$/,
    );
    await page.waitForLoadState("networkidle");
    expect(files).toEqual([]);
  });
});
