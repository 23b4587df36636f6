import { expect, test } from "vitest";
import { muxWebm, vint, type EncodedFrame } from "./webm.ts";
import { readWebm } from "./webm-read.ts";

const frames = (count: number, keyEvery: number): EncodedFrame[] =>
  Array.from({ length: count }, (_, i) => ({
    timestampUs: i * 40_000,
    key: i % keyEvery === 0,
    data: new Uint8Array(100 + (i % 7)).fill(i),
  }));

test("EBML sizes take the fewest bytes, or the width asked for, with the length marker", () => {
  expect([...vint(0)]).toEqual([0x80]);
  expect([...vint(126)]).toEqual([0xfe]);
  // 127 would be all ones in one byte, which means 'unknown size'.
  expect([...vint(127)]).toEqual([0x40, 0x7f]);
  expect([...vint(5, 8)]).toEqual([0x01, 0, 0, 0, 0, 0, 0, 5]);
  expect(() => vint(300, 1)).toThrow();
});

test("a muxed file reads back: WebM, VP9, size, duration and every frame", () => {
  const webm = readWebm(
    muxWebm({ codecId: "V_VP9", width: 640, height: 360, frameDurationUs: 40_000 }, frames(60, 25), "test app"),
  );
  expect(webm).toMatchObject({
    docType: "webm",
    codecId: "V_VP9",
    width: 640,
    height: 360,
    durationMs: 2400,
    writingApp: "test app",
    frames: 60,
    keyframes: 3,
  });
});

test("there is a cluster per keyframe and a cue per cluster, pointing at it; the seek head points at Info, Tracks and Cues", () => {
  const webm = readWebm(
    muxWebm({ codecId: "V_VP8", width: 64, height: 64, frameDurationUs: 40_000 }, frames(60, 25), "x"),
  );
  expect(webm.cues.map((c) => c.timeMs)).toEqual([0, 1000, 2000]);
  expect(webm.cues.every((c) => c.isCluster)).toBe(true);
  expect(webm.seekTargetsFound).toBe(true);
});

test("the same frames always make the same bytes", () => {
  const track = { codecId: "V_VP9", width: 64, height: 64, frameDurationUs: 40_000 } as const;
  expect(muxWebm(track, frames(30, 10), "x")).toEqual(muxWebm(track, frames(30, 10), "x"));
});

test("a file must start with a keyframe", () => {
  expect(() =>
    muxWebm(
      { codecId: "V_VP9", width: 64, height: 64, frameDurationUs: 40_000 },
      frames(5, 1).map((f) => ({ ...f, key: false })),
      "x",
    ),
  ).toThrow(/keyframe/);
});
