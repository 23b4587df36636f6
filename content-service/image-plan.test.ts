/** The geometry of image transforms, without decoding anything. */
import { expect, test } from "vitest";
import { parseImageParams } from "./image-params.ts";
import { planTransform } from "./image-plan.ts";

const plan = (width: number, height: number, query: string) =>
  planTransform(width, height, parseImageParams(new URLSearchParams(query)));

test("no size: the whole image (or the rect) and no resize", () => {
  expect(plan(800, 600, "")).toEqual({ extract: { left: 0, top: 0, width: 800, height: 600 } });
  expect(plan(800, 600, "rect=10,20,30,40")).toEqual({ extract: { left: 10, top: 20, width: 30, height: 40 } });
});

test("a rect running past the edges is cut at them", () => {
  expect(plan(800, 600, "rect=700,500,300,300").extract).toEqual({ left: 700, top: 500, width: 100, height: 100 });
});

test("one side keeps the aspect ratio; max and min never enlarge", () => {
  expect(plan(800, 600, "w=400").resize).toEqual({ width: 400, height: 300 });
  expect(plan(800, 600, "h=60").resize).toEqual({ width: 80, height: 60 });
  expect(plan(100, 50, "w=400").resize).toEqual({ width: 400, height: 200 });
  expect(plan(100, 50, "w=400&fit=max").resize).toEqual({ width: 100, height: 50 });
});

test("a huge crop extracts only the source it needs, never a giant intermediate", () => {
  const { extract, resize } = plan(800, 600, "w=100000&h=40&fit=crop");
  expect(resize).toEqual({ width: 8192, height: 40 });
  expect(extract.width).toBe(800);
  expect(extract.height).toBeLessThanOrEqual(5);
});

test("the crop window follows the focal point and stays inside the image", () => {
  expect(plan(800, 600, "w=100&h=300&fit=crop&fp-x=0.9&fp-y=0.5").extract).toEqual({
    left: 600,
    top: 0,
    width: 200,
    height: 600,
  });
  expect(plan(800, 600, "w=100&h=300&fit=crop&fp-x=0.5").extract).toEqual({
    left: 300,
    top: 0,
    width: 200,
    height: 600,
  });
  expect(plan(800, 600, "w=100&h=300&fit=crop&crop=right").extract.left).toBe(600);
  expect(plan(800, 600, "w=300&h=100&fit=crop&crop=bottom").extract).toEqual({
    left: 0,
    top: 333,
    width: 800,
    height: 267,
  });
});

test("fit=fill centres the image on a w×h canvas", () => {
  const { resize, pad } = plan(120, 80, "w=200&h=200&fit=fill&bg=00ff00");
  expect(resize).toEqual({ width: 200, height: 133 });
  expect(pad).toMatchObject({ left: 0, right: 0, top: 33, bottom: 34, background: { r: 0, g: 255, b: 0, alpha: 1 } });
  const small = plan(120, 80, "w=200&h=200&fit=fillmax");
  expect(small.resize).toEqual({ width: 120, height: 80 });
  expect(small.pad).toMatchObject({ left: 40, right: 40, top: 60, bottom: 60 });
});

test("fit=min crops to the aspect ratio and shrinks only when larger than asked", () => {
  expect(plan(120, 80, "w=500&h=500&fit=min")).toEqual({ extract: { left: 20, top: 0, width: 80, height: 80 } });
  expect(plan(800, 600, "w=100&h=100&fit=min")).toEqual({
    extract: { left: 100, top: 0, width: 600, height: 600 },
    resize: { width: 100, height: 100 },
  });
});

test("dpr multiplies the size, within 8192 px", () => {
  expect(parseImageParams(new URLSearchParams("w=300&dpr=2")).w).toBe(600);
  expect(parseImageParams(new URLSearchParams("w=5000&dpr=3")).w).toBe(8192);
  expect(parseImageParams(new URLSearchParams("w=300&dpr=9")).w).toBe(900);
});
