// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LATE_SCRIPTS_FALLBACK_MS, LATE_SCRIPTS_ID, LATE_SCRIPTS_STARTED, lateScriptsScript } from "./LateScripts";
import startLateScripts from "./late-scripts.inline";
import { LATE_SCRIPTS_RELEASE } from "./late-scripts-release";
import { LOCALE_COOKIE, LOCALE_COOKIE_TEMPLATE, readLocaleCookie } from "@site/locales";

/**
 * What React Router's <Scripts/> writes, as the browser keeps it inside the <noscript>: text. Each
 * test's page has an id of its own (the listeners of an earlier test's page stay on the window).
 */
let pages = 0;
/** Each page's release: its clicks are no longer held once its test is over. */
const releases: (() => void)[] = [];
function page() {
  const n = ++pages;
  document.head.innerHTML = "";
  document.body.innerHTML = `<noscript id="${LATE_SCRIPTS_ID}"></noscript><p id="text">Text</p><a href="/menu" id="link">Menu</a><div tabindex="-1" id="stand-in"></div>`;
  document.getElementById(LATE_SCRIPTS_ID)!.textContent =
    `<link rel="modulepreload" href="/assets/entry.client.js" nonce="n" data-page="${n}">` +
    `<script nonce="n" data-page="${n}">window.__reactRouterContext = {};</script>` +
    `<script nonce="n" type="module" async="" data-page="${n}">import("/assets/entry.client.js");</script>`;
  startLateScripts(LATE_SCRIPTS_ID, LATE_SCRIPTS_FALLBACK_MS, LOCALE_COOKIE_TEMPLATE, LATE_SCRIPTS_STARTED, LATE_SCRIPTS_RELEASE, "30% 0px");
  releases.push((window as unknown as Record<string, () => void>)[LATE_SCRIPTS_RELEASE]!);
  return {
    context: () => document.head.querySelectorAll(`script:not([type])[data-page="${n}"]`).length,
    late: () => document.head.querySelectorAll(`script[type=module][data-page="${n}"], link[rel=modulepreload][data-page="${n}"]`).length,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
});
afterEach(() => {
  for (const release of releases.splice(0)) release();
  vi.useRealTimers();
});

test("the router's context runs at once; the module script and its preloads wait for an intent", () => {
  const { context, late } = page();
  expect(context()).toBe(1);
  window.dispatchEvent(new Event("load"));
  vi.runAllTimers();
  expect(late()).toBe(0);
  expect(document.head.querySelector("script")!.getAttribute("nonce")).toBe("n");
});

test("once the first screen is painted, the started event goes out (the web fonts), and the code still waits", () => {
  vi.stubGlobal("PerformanceObserver", undefined);
  try {
    const { late } = page();
    const started = vi.fn();
    window.addEventListener(LATE_SCRIPTS_STARTED, started, { once: true });
    window.dispatchEvent(new Event("load"));
    vi.runOnlyPendingTimers(); // the frame
    vi.runOnlyPendingTimers(); // the task after it
    expect(started).toHaveBeenCalledTimes(1);
    expect(late()).toBe(0);
  } finally {
    vi.unstubAllGlobals();
  }
});

test("a press of a pointer starts them at once, and only once", () => {
  const { late } = page();
  window.dispatchEvent(new Event("pointerdown"));
  expect(late()).toBe(2);
  window.dispatchEvent(new Event("keydown"));
  expect(late()).toBe(2);
});

test("a pointer over a link starts them; over text, or a focus on the consent banner's stand-in, does not", () => {
  const { late } = page();
  document.getElementById("text")!.dispatchEvent(new Event("mouseover", { bubbles: true }));
  document.getElementById("stand-in")!.dispatchEvent(new Event("focusin", { bubbles: true }));
  expect(late()).toBe(0);
  document.getElementById("link")!.dispatchEvent(new Event("mouseover", { bubbles: true }));
  expect(late()).toBe(2);
});

test("a click after the intent is held until the page's code releases it, then clicked again", () => {
  page();
  const link = document.getElementById("link")!;
  const clicks: boolean[] = [];
  link.addEventListener("click", (event) => {
    clicks.push(event.defaultPrevented);
    event.preventDefault();
  });
  window.dispatchEvent(new Event("pointerdown"));
  link.click();
  expect(clicks).toEqual([]);
  (window as unknown as Record<string, () => void>)[LATE_SCRIPTS_RELEASE]!();
  expect(clicks).toEqual([false]);
});

test("held clicks go back to the browser after the fallback delay when the code never comes", () => {
  page();
  const link = document.getElementById("link")!;
  const clicked = vi.fn((event: Event) => event.preventDefault());
  link.addEventListener("click", clicked);
  window.dispatchEvent(new Event("pointerdown"));
  link.click();
  vi.advanceTimersByTime(LATE_SCRIPTS_FALLBACK_MS - 1);
  expect(clicked).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(clicked).toHaveBeenCalledTimes(1);
});

test("the inline script calls the minified function with the holder's id, the delay, the locale cookie and the release's name", () => {
  expect(lateScriptsScript()).toMatch(/^\(function \w+\(/);
  expect(lateScriptsScript()).toContain(
    `("${LATE_SCRIPTS_ID}",${LATE_SCRIPTS_FALLBACK_MS},${JSON.stringify(LOCALE_COOKIE_TEMPLATE)},${JSON.stringify(LATE_SCRIPTS_STARTED)},${JSON.stringify(LATE_SCRIPTS_RELEASE)},`,
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
