// @vitest-environment jsdom
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { renderPage } from "../../tests/support/render-blocks";
import { Blocks, LEAD_WITHIN, leadPicture } from "./Blocks";
import { preloadAllBlocks } from "./lazy";

// Blocks that load as chunks of their own in the browser render at once once loaded.
beforeAll(() => preloadAllBlocks());

afterEach(cleanup);

const picture = (sha: string) => ({
  _type: "image",
  asset: { _id: `image-${sha.repeat(40).slice(0, 40)}-1600x1000-jpg` },
});
const title = { _type: "title", _key: "t", text: { it: "Chi siamo" }, level: 1 };
const subtitle = { _type: "subtitle", _key: "s", text: { it: "Una bottega" } };
const text = (key: string) => ({ _type: "centeredParagraph", _key: key, text: { it: "Testo" } });
const wide = (key: string, sha: string) => ({ _type: "imageBlock", _key: key, image: picture(sha) });
const hero = { _type: "hero", _key: "h", title: { it: "Salone" }, image: picture("a") };
const pair = { _type: "doubleImageText", _key: "d", images: [picture("b"), picture("c")] };

test("a page's lead picture is its first picture, when a hero or a wide picture comes among its first blocks", () => {
  expect(leadPicture([hero, wide("w", "b")])).toBe(0);
  expect(leadPicture([title, subtitle, wide("w", "b")])).toBe(2);
  expect(leadPicture([title, wide("w", "b"), wide("v", "c")])).toBe(1);
  // Below a phone's first screen: lazy, as before.
  expect(LEAD_WITHIN).toBe(3);
  expect(leadPicture([title, subtitle, text("p"), wide("w", "b")])).toBe(-1);
  // The first picture is a pair: the wide one after it is not on the first screen either.
  expect(leadPicture([title, pair, wide("w", "b")])).toBe(-1);
  expect(leadPicture([title, text("p")])).toBe(-1);
  expect(leadPicture([])).toBe(-1);
});

test("the lead picture is in the markup at once, eager; the pictures after it wait to come into view", () => {
  const { container } = renderPage(<Blocks blocks={[title, subtitle, wide("w", "b"), text("p"), wide("v", "c")]} />);
  const [lead, later] = [...container.querySelectorAll("figure img")] as HTMLImageElement[];
  expect(lead!.getAttribute("loading")).toBe("eager");
  expect(lead!.getAttribute("srcset")).toContain("bbbb");
  expect(lead!.hasAttribute("data-lazy")).toBe(false);
  // Observed (jsdom has no IntersectionObserver: lazy media loads it at once here).
  expect(later!.hasAttribute("data-lazy")).toBe(true);
  expect(later!.getAttribute("loading")).toBeNull();
});

test("inside a band no picture leads: the band's own place on the page decides nothing here", () => {
  const { container } = renderPage(<Blocks nested blocks={[wide("w", "b")]} />);
  expect(container.querySelector("figure img")!.hasAttribute("data-lazy")).toBe(true);
});
