// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LATE_SCRIPTS_FALLBACK_MS, LATE_SCRIPTS_ID, lateScriptsScript } from "./LateScripts";
import startLateScripts from "./late-scripts.inline";

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
  startLateScripts(LATE_SCRIPTS_ID, LATE_SCRIPTS_FALLBACK_MS);
  return {
    context: () => document.head.querySelectorAll(`script:not([type])[data-page="${n}"]`).length,
    late: () => document.head.querySelectorAll(`script[type=module][data-page="${n}"], link[rel=modulepreload][data-page="${n}"]`).length,
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

test("they start in the frame after the load event", () => {
  const { late } = page();
  window.dispatchEvent(new Event("load"));
  expect(late()).toBe(0);
  vi.runOnlyPendingTimers(); // the frame
  vi.runOnlyPendingTimers(); // the task after it
  expect(late()).toBe(2);
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

test("the inline script calls the minified function with the holder's id and the delay", () => {
  expect(lateScriptsScript()).toMatch(/^\(function \w+\(/);
  expect(lateScriptsScript()).toContain(`("${LATE_SCRIPTS_ID}",${LATE_SCRIPTS_FALLBACK_MS});`);
  expect(lateScriptsScript()).not.toMatch(/\/\*|\n/);
});
