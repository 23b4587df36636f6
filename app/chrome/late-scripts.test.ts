// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LATE_SCRIPTS_FALLBACK_MS, LATE_SCRIPTS_ID, LATE_SCRIPTS_STARTED, lateScriptsScript } from "./LateScripts";
import startLateScripts from "./late-scripts.inline";
import { LOCALE_COOKIE, LOCALE_COOKIE_TEMPLATE, readLocaleCookie } from "@site/locales";

/**
 * What React Router's <Scripts/> writes, as the browser keeps it inside the <noscript>: text. Each
 * test's page has an id of its own (the listeners of an earlier test's page stay on the window).
 */
let pages = 0;
function page() {
  const n = ++pages;
  document.head.innerHTML = "";
  document.body.innerHTML = `<noscript id="${LATE_SCRIPTS_ID}"></noscript>`;
  document.getElementById(LATE_SCRIPTS_ID)!.textContent =
    `<link rel="modulepreload" href="/assets/entry.client.js" nonce="n" data-page="${n}">` +
    `<script nonce="n" data-page="${n}">window.__reactRouterContext = {};</script>` +
    `<script nonce="n" type="module" async="" data-page="${n}">import("/assets/entry.client.js");</script>`;
  startLateScripts(LATE_SCRIPTS_ID, LATE_SCRIPTS_FALLBACK_MS, LOCALE_COOKIE_TEMPLATE, LATE_SCRIPTS_STARTED);
  return {
    context: () => document.head.querySelectorAll(`script:not([type])[data-page="${n}"]`).length,
    late: () =>
      document.head.querySelectorAll(`script[type=module][data-page="${n}"], link[rel=modulepreload][data-page="${n}"]`)
        .length,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
});
afterEach(() => {
  vi.useRealTimers();
});

test("the router's context runs at once; the module script and its preloads wait", () => {
  const { context, late } = page();
  expect(context()).toBe(1);
  expect(late()).toBe(0);
  expect(document.head.querySelector("script")!.getAttribute("nonce")).toBe("n");
});

test("where the browser reports no largest paint, they start in the frame after the load event", () => {
  vi.stubGlobal("PerformanceObserver", undefined);
  try {
    const { late } = page();
    window.dispatchEvent(new Event("load"));
    expect(late()).toBe(0);
    vi.runOnlyPendingTimers(); // the frame
    vi.runOnlyPendingTimers(); // the task after it
    expect(late()).toBe(2);
  } finally {
    vi.unstubAllGlobals();
  }
});

test("where the browser reports largest paints, they wait after the load event for one to be on screen, then the frame after it", () => {
  let paint: (() => void) | undefined;
  const observed: unknown[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(callback: () => void) {
      paint = callback;
    }
    observe(options: unknown) {
      observed.push(options);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  try {
    const { late } = page();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1_000);
    expect(late(), "no paint reported yet").toBe(0);
    expect(observed.at(-1)).toEqual({ type: "largest-contentful-paint", buffered: true });
    paint!();
    expect(late()).toBe(0);
    vi.runOnlyPendingTimers(); // the frame
    vi.runOnlyPendingTimers(); // the task after it
    expect(late()).toBe(2);
  } finally {
    vi.unstubAllGlobals();
  }
});

test("a page loading hidden does not wait for a paint it will not report", () => {
  const observe = vi.fn();
  vi.stubGlobal(
    "PerformanceObserver",
    Object.assign(
      function () {
        return { observe };
      },
      { supportedEntryTypes: ["largest-contentful-paint"] },
    ),
  );
  const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  try {
    const { late } = page();
    window.dispatchEvent(new Event("load"));
    vi.runOnlyPendingTimers();
    vi.runOnlyPendingTimers();
    expect(late()).toBe(2);
    expect(observe).not.toHaveBeenCalled();
  } finally {
    visibility.mockRestore();
    vi.unstubAllGlobals();
  }
});

test("a press of a pointer or a key starts them at once, and only once", () => {
  const { late } = page();
  window.dispatchEvent(new Event("pointerdown"));
  expect(late()).toBe(2);
  window.dispatchEvent(new Event("keydown"));
  window.dispatchEvent(new Event("load"));
  vi.runAllTimers();
  expect(late()).toBe(2);
});

test("with no load event, they start after the fallback delay", () => {
  const { late } = page();
  vi.advanceTimersByTime(LATE_SCRIPTS_FALLBACK_MS - 1);
  expect(late()).toBe(0);
  vi.advanceTimersByTime(1);
  expect(late()).toBe(2);
});

test("the inline script calls the minified function with the holder's id, the delay and the locale cookie", () => {
  expect(lateScriptsScript()).toMatch(/^\(function \w+\(/);
  expect(lateScriptsScript()).toContain(
    `("${LATE_SCRIPTS_ID}",${LATE_SCRIPTS_FALLBACK_MS},${JSON.stringify(LOCALE_COOKIE_TEMPLATE)},${JSON.stringify(LATE_SCRIPTS_STARTED)});`,
  );
  expect(lateScriptsScript()).not.toMatch(/\/\*|\n/);
});

test("before the page's code runs, a click on the language switch remembers the language, as the hydrated switcher does", () => {
  page();
  document.cookie = `${LOCALE_COOKIE}=en; Path=/`;
  document.body.insertAdjacentHTML(
    "beforeend",
    `<nav><a href="/menu/suppli" hreflang="it" lang="it"><span>IT</span></a><a href="/menu" id="other">Menu</a></nav>`,
  );
  // A click elsewhere changes nothing.
  document.getElementById("other")!.addEventListener("click", (e) => e.preventDefault());
  document.getElementById("other")!.click();
  expect(readLocaleCookie(document.cookie)).toBe("en");
  const link = document.querySelector<HTMLAnchorElement>("a[hreflang]")!;
  link.addEventListener("click", (e) => e.preventDefault());
  // On the link's text, as a finger lands.
  link.querySelector("span")!.click();
  expect(readLocaleCookie(document.cookie)).toBe("it");
});
