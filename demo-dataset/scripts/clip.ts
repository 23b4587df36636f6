/**
 * The demo video: a few seconds of steam rising from the plates of the `poster-kitchen` picture,
 * while the view moves slowly in. It is drawn frame by frame on a canvas in Debian's Chromium and
 * encoded there with WebCodecs (VP9), then muxed into WebM here (webm.ts). Why this way, and not
 * MediaRecorder or ffmpeg: docs/decisions/0016-demo-video.md.
 *
 * Encoding needs a browser, so it runs only when the recipe changes: the recipe's hash (this file,
 * webm.ts and the poster's bytes) is written into the file's WritingApp, and the generator reuses a
 * committed clip whose hash matches. Chromium is the project's test browser, /usr/bin/chromium (or
 * CHROMIUM_PATH).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Doc } from "./model.ts";
import { muxWebm, type EncodedFrame } from "./webm.ts";
import { readWebm } from "./webm-read.ts";

export interface ClipSpec {
  name: string;
  /** The picture the clip starts from (and the block's poster). */
  poster: string;
  width: number;
  height: number;
  fps: number;
  seconds: number;
  /** Bits per second the encoder aims at. */
  bitrate: number;
  /** A keyframe (and a cue to seek to) every this many frames. */
  keyEvery: number;
}

export const CLIPS: ReadonlyMap<string, ClipSpec> = new Map(
  [{ name: "clip-kitchen", poster: "poster-kitchen", width: 1280, height: 720, fps: 25, seconds: 6, bitrate: 900_000, keyEvery: 25 }].map((c) => [c.name, c]),
);

/** WebCodecs' name for profile 0, level 3.1, 8 bit: what every VP9 decoder plays. */
const VP9 = "vp09.00.31.08";
const WRITING_APP = "salone content generator, recipe ";

/** The recipe's hash: what the clip is made of. A committed clip with another hash is stale. */
export function clipRecipe(spec: ClipSpec, posterJpeg: Uint8Array): string {
  const hash = createHash("sha1");
  for (const source of ["clip.ts", "webm.ts"]) hash.update(readFileSync(new URL(`./${source}`, import.meta.url)));
  hash.update(JSON.stringify({ spec, codec: VP9 }));
  hash.update(posterJpeg);
  return hash.digest("hex").slice(0, 16);
}

/** The recipe hash a clip file was made with (from its WritingApp), or null. */
export function recipeOf(webm: Uint8Array): string | null {
  try {
    const app = readWebm(webm).writingApp;
    return app.startsWith(WRITING_APP) ? app.slice(WRITING_APP.length) : null;
  } catch {
    return null;
  }
}

/**
 * One frame (runs in the browser, so it uses nothing from outside its arguments): the poster,
 * pushed in by up to 6 %, and wisps of steam over the three plates, fading in over the first
 * half second so that the first frame is the poster.
 */
function paint(ctx: CanvasRenderingContext2D, poster: ImageBitmap, frame: number, fps: number, width: number, height: number): void {
  const t = frame / fps;
  const zoom = 1 + 0.06 * (1 - Math.cos((Math.min(t, 6) / 6) * Math.PI)) / 2;
  // Towards the carbonara, top left, where the steam is thickest.
  const [fx, fy] = [0.4 * width, 0.42 * height];
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(poster, fx - fx * zoom, fy - fy * zoom, width * zoom, height * zoom);
  ctx.setTransform(zoom, 0, 0, zoom, fx - fx * zoom, fy - fy * zoom);
  const s = width / 1600; // plate positions are the poster's, 1600 px wide
  const plates = [
    { x: 420 * s, y: 300 * s, r: 210 * s, wisps: 5 },
    { x: 1150 * s, y: 270 * s, r: 180 * s, wisps: 4 },
    { x: 800 * s, y: 670 * s, r: 170 * s, wisps: 4 },
  ];
  const fadeIn = Math.min(1, t / 0.6);
  plates.forEach((plate, p) => {
    for (let w = 0; w < plate.wisps; w++) {
      // Each wisp rises for `life` seconds, then starts again from the plate, out of step with the others.
      const seed = p * 7 + w * 3;
      const life = 2.4 + (seed % 5) * 0.25;
      const age = (t + (w / plate.wisps) * life + p * 0.37) % life;
      const rise = age / life;
      const baseX = plate.x + (((seed * 37) % 100) / 100 - 0.5) * plate.r * 0.9;
      const baseY = plate.y + (((seed * 53) % 100) / 100 - 0.5) * plate.r * 0.4;
      const alpha = fadeIn * Math.sin(rise * Math.PI) * 0.3;
      for (let i = 0; i < 14; i++) {
        const k = i / 13; // along the wisp, from its foot to its tip
        const y = baseY - (rise * 0.8 + k * 0.45) * plate.r;
        const sway = Math.sin(y / (48 * s) + t * 1.7 + seed) * (14 + 40 * k) * s;
        const x = baseX + sway + Math.sin(t * 0.8 + seed) * 10 * s;
        const radius = (22 + 36 * k + 34 * rise) * s;
        const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
        const a = alpha * (1 - k * 0.7);
        g.addColorStop(0, `rgba(255, 252, 245, ${a.toFixed(4)})`);
        g.addColorStop(1, "rgba(255, 252, 245, 0)");
        ctx.fillStyle = g;
        ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
      }
    }
  });
}

interface BrowserResult {
  error?: string;
  frames: { timestampUs: number; key: boolean; data: string }[];
}

/** Draws and encodes the clip in Chromium; returns the WebM bytes. */
export async function encodeClip(spec: ClipSpec, posterJpeg: Uint8Array): Promise<Uint8Array> {
  // Loaded only here: regenerating with an unchanged recipe (and the tests) needs no browser.
  const [{ chromium }, { CHROMIUM_ARGS }] = await Promise.all([import("playwright-core"), import("../../playwright.config.ts")]);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // WebCodecs needs a secure context: a page at http://localhost, answered here, with no server.
    await page.route("http://localhost/clip", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>clip</title>" }));
    // tsx compiles with esbuild's keepNames, whose helper the functions sent to the page call.
    await page.addInitScript("globalThis.__name = (fn) => fn");
    await page.goto("http://localhost/clip");
    const result = await page.evaluate(
      async ({ spec, codec, poster, paintSource }): Promise<BrowserResult> => {
        // The painter travels as source text (a function cannot cross into the page).
        const draw = new Function(`return (${paintSource})`)() as typeof paint;
        const bitmap = await createImageBitmap(await (await fetch(`data:image/jpeg;base64,${poster}`)).blob(), {
          resizeWidth: spec.width,
          resizeHeight: spec.height,
          resizeQuality: "high",
        });
        const canvas = new OffscreenCanvas(spec.width, spec.height);
        const ctx = canvas.getContext("2d") as unknown as CanvasRenderingContext2D;
        const frames: BrowserResult["frames"] = [];
        let failure: string | undefined;
        const encoder = new VideoEncoder({
          output: (chunk) => {
            const data = new Uint8Array(chunk.byteLength);
            chunk.copyTo(data);
            let binary = "";
            for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
            frames.push({ timestampUs: chunk.timestamp, key: chunk.type === "key", data: btoa(binary) });
          },
          error: (e) => void (failure = String(e)),
        });
        const config: VideoEncoderConfig = { codec, width: spec.width, height: spec.height, bitrate: spec.bitrate, framerate: spec.fps, latencyMode: "quality", bitrateMode: "variable" };
        if (!(await VideoEncoder.isConfigSupported(config)).supported) return { error: `${codec} encoding is not supported`, frames };
        encoder.configure(config);
        const total = Math.round(spec.seconds * spec.fps);
        for (let i = 0; i < total; i++) {
          draw(ctx, bitmap, i, spec.fps, spec.width, spec.height);
          const frame = new VideoFrame(canvas, { timestamp: Math.round((i * 1e6) / spec.fps), duration: Math.round(1e6 / spec.fps) });
          encoder.encode(frame, { keyFrame: i % spec.keyEvery === 0 });
          frame.close();
          // Keep the queue short: frames waiting for the encoder hold their pixels.
          while (encoder.encodeQueueSize > 4) await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await encoder.flush();
        encoder.close();
        return { error: failure, frames };
      },
      { spec, codec: VP9, poster: Buffer.from(posterJpeg).toString("base64"), paintSource: paint.toString() },
    );
    if (result.error) throw new Error(`Chromium could not encode the clip: ${result.error}`);
    const frames: EncodedFrame[] = result.frames.map((f) => ({ timestampUs: f.timestampUs, key: f.key, data: Buffer.from(f.data, "base64") }));
    return muxWebm({ codecId: "V_VP9", width: spec.width, height: spec.height, frameDurationUs: Math.round(1e6 / spec.fps) }, frames, WRITING_APP + clipRecipe(spec, posterJpeg));
  } finally {
    await browser.close();
  }
}

export interface ClipFile {
  spec: ClipSpec;
  webm: Uint8Array;
  /** content/files/<sha1>.webm */
  file: string;
  asset: Doc;
}

/** The sanity.fileAsset document of a clip, as Sanity stores an uploaded file. */
export function clipAsset(spec: ClipSpec, webm: Uint8Array): ClipFile {
  const sha1 = createHash("sha1").update(webm).digest("hex");
  const file = `${sha1}.webm`;
  const asset: Doc = {
    _id: `file-${sha1}-webm`,
    _type: "sanity.fileAsset",
    assetId: sha1,
    sha1hash: sha1,
    extension: "webm",
    mimeType: "video/webm",
    originalFilename: `${spec.name}.webm`,
    size: webm.length,
    path: `files/salone/production/${file}`,
    url: `https://cdn.sanity.io/files/salone/production/${file}`,
  };
  return { spec, webm, file, asset };
}
