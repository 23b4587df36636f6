// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { BLOCK_DRAWN, BLOCKS_DRAWN, DeferredBlocks } from "./deferred-blocks";
import { type SmoothScroller, smoothScroller } from "~/browser/smooth-scroll";

// Native scrolling unless a test says the smooth scroller runs (from 1024 px).
vi.mock("~/browser/smooth-scroll", () => ({ smoothScroller: vi.fn(() => null) }));

/** The idle callbacks asked for, run one by one by the test. */
let idle: (() => void)[] = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
  vi.stubGlobal("cancelIdleCallback", () => {});
  // jsdom lays nothing out (every box at 0): keeping the block at the top in place scrolls by 0.
  vi.stubGlobal("scrollBy", () => {});
  document.documentElement.removeAttribute(BLOCKS_DRAWN);
  document.body.innerHTML = `<main id="main">
    <section data-block="hero" data-first></section>
    <section data-block="doubleImageText"></section>
    <section data-block="productLists"></section>
    <section data-block="openingHours"></section>
  </main>`;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(smoothScroller).mockReset().mockReturnValue(null);
});

/** DeferredBlocks on the page as loaded (the router's first location). */
const mount = () =>
  render(
    <MemoryRouter>
      <DeferredBlocks />
    </MemoryRouter>,
    { container: document.body.appendChild(document.createElement("div")) },
  );

const drawn = () =>
  [...document.querySelectorAll("#main > [data-block]")].map((block) => block.hasAttribute(BLOCK_DRAWN));

const scroll = () => act(() => void window.dispatchEvent(new Event("scroll")));

test("a visitor who does not scroll never has the deferred blocks drawn: the browser draws each as it nears", () => {
  mount();
  // At the top of the page as loaded: nothing drawn, and nothing asked of the idle periods.
  expect(drawn()).toEqual([false, false, false, false]);
  expect(idle).toHaveLength(0);
  expect(document.documentElement.hasAttribute(BLOCKS_DRAWN)).toBe(false);
});

test("once the visitor scrolls, the deferred blocks are drawn one per idle period, then the root says all are", () => {
  mount();
  scroll();
  // The scroll itself draws nothing at once.
  expect(drawn()).toEqual([false, false, false, false]);
  expect(document.documentElement.hasAttribute(BLOCKS_DRAWN)).toBe(false);
  expect(idle).toHaveLength(1);
  // A second scroll asks for nothing more.
  scroll();
  expect(idle).toHaveLength(1);

  const steps: boolean[][] = [];
  while (idle.length) {
    act(() => idle.shift()!());
    steps.push(drawn());
  }
  // The first block is never deferred; each idle period draws the next one, in the page's order.
  expect(steps).toEqual([
    [false, true, false, false],
    [false, true, true, false],
    [false, true, true, true],
    [false, true, true, true],
  ]);
  expect(document.documentElement.hasAttribute(BLOCKS_DRAWN)).toBe(true);
});

test("under the smooth scroller the first scroll draws every block at once, the later ones nothing more", () => {
  vi.mocked(smoothScroller).mockReturnValue({} as SmoothScroller);
  mount();
  expect(document.documentElement.hasAttribute(BLOCKS_DRAWN)).toBe(false);
  scroll();
  expect(document.documentElement.hasAttribute(BLOCKS_DRAWN)).toBe(true);
  // Nothing is left for the idle periods.
  expect(idle).toHaveLength(0);
  scroll();
  expect(drawn()).toEqual([false, false, false, false]);
});
