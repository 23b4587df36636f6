// @vitest-environment jsdom
import { beforeEach, expect, test, vi } from "vitest";
import { HANDLED_MARK, markChunkFailureHandled } from "~/browser/chunk-handled";
import {
  CHUNK_FAILURE_EVENT,
  OFFLINE_FAILURE_EVENT,
  ONLINE_GRACE_MS,
  RELOAD_GUARD_MS,
  RELOAD_STORAGE_KEY,
  ROUTE_MODULE_TIMEOUT_MS,
  chunkRecoveryScript,
  installChunkRecovery,
} from "./chunk-reload";

/** A fresh install each time: listeners from earlier tests stay on the window, so each test uses a new key. */
let run = 0;
function install() {
  const key = `test-key-${++run}`;
  const location = { reload: vi.fn(), assign: vi.fn() };
  const failures: string[] = [];
  window.addEventListener(CHUNK_FAILURE_EVENT, (e) => failures.push(e.detail.reason));
  installChunkRecovery(
    key,
    RELOAD_GUARD_MS,
    CHUNK_FAILURE_EVENT,
    HANDLED_MARK,
    ONLINE_GRACE_MS,
    OFFLINE_FAILURE_EVENT,
    location,
  );
  return { key, location, failures, recover: window.__saloneChunkRecovery! };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

test("the spec's constants: at most one reload per 60 s, a route module is failed after 120 s", () => {
  expect(RELOAD_GUARD_MS).toBe(60_000);
  expect(ROUTE_MODULE_TIMEOUT_MS).toBe(120_000);
});

test("a first failure reloads and remembers when, in sessionStorage", () => {
  vi.useFakeTimers({ now: 1_000_000 });
  const { key, location, recover } = install();
  expect(recover("import")).toBe(true);
  expect(location.reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(key)).toBe("1000000");
});

test("within 60 s of the last reload, a failure does not reload: it is reported instead", () => {
  vi.useFakeTimers({ now: 1_000_000 });
  const { key, location, failures, recover } = install();
  sessionStorage.setItem(key, String(1_000_000 - 59_999));
  expect(recover("import")).toBe(false);
  expect(location.reload).not.toHaveBeenCalled();
  expect(failures).toEqual(["import"]);
  sessionStorage.setItem(key, String(1_000_000 - 60_000));
  expect(recover("import")).toBe(true);
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test("a failure during a navigation loads the page the visitor was going to", () => {
  const { location, recover } = install();
  recover.target = "/journal/olio-nuovo";
  recover("preload");
  expect(location.assign).toHaveBeenCalledWith("/journal/olio-nuovo");
  expect(location.reload).not.toHaveBeenCalled();
});

test("without sessionStorage there is nowhere to remember a reload, so there is none", () => {
  const { location, recover } = install();
  const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new Error("SecurityError");
  });
  expect(recover("import")).toBe(false);
  expect(location.reload).not.toHaveBeenCalled();
  getItem.mockRestore();
});

/** Vite's event, as its preload helper dispatches it. */
function vitePreloadError(error: Error) {
  window.dispatchEvent(Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload: error }));
}

test("Vite's preload error, a failed dynamic import and a module script's error event are chunk failures", async () => {
  const { location, key } = install();
  vitePreloadError(new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/Lightbox-x.js"));
  await new Promise((resolve) => setTimeout(resolve, 1));
  expect(location.reload).toHaveBeenCalledTimes(1);

  sessionStorage.removeItem(key);
  window.dispatchEvent(
    Object.assign(new Event("unhandledrejection"), {
      reason: new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/x.js"),
    }),
  );
  // One reload per page: the first one is already under way.
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test("unrelated rejections and third-party scripts are not chunk failures", () => {
  const { location } = install();
  window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: new Error("Network request failed") }));
  const script = document.createElement("script");
  script.type = "module";
  script.src = "https://consent.example.com/banner.js";
  document.body.append(script);
  script.dispatchEvent(new Event("error"));
  expect(location.reload).not.toHaveBeenCalled();
});

test("the old 'Loading chunk N failed' message counts too", () => {
  const { location } = install();
  window.dispatchEvent(
    Object.assign(new Event("unhandledrejection"), { reason: new Error("Loading chunk 42 failed.") }),
  );
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test("the inline script is self-contained: evaluated alone, it installs the recovery", () => {
  delete window.__saloneChunkRecovery;
  const script = chunkRecoveryScript();
  expect(script).toContain(JSON.stringify(RELOAD_STORAGE_KEY));
  new Function(script)();
  expect(typeof window.__saloneChunkRecovery).toBe("function");
});

test("a failed import whose caller has its own fallback (the locale catalogue) is left alone", async () => {
  const { location, failures } = install();
  const error = new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/en-x.js");
  vitePreloadError(error);
  // The caller's catch, in the same turn.
  markChunkFailureHandled(error);
  await new Promise((resolve) => setTimeout(resolve, 1));
  expect(location.reload).not.toHaveBeenCalled();
  expect(failures).toEqual([]);
});

test("an unrecoverable failure during a navigation says which page could not load", () => {
  const { key, recover } = install();
  sessionStorage.setItem(key, String(Date.now()));
  const details: unknown[] = [];
  window.addEventListener(CHUNK_FAILURE_EVENT, (e) => details.push(e.detail), { once: true });
  recover.target = "/journal/olio-nuovo";
  recover("timeout");
  expect(details).toEqual([{ reason: "timeout", target: "/journal/olio-nuovo" }]);
});

/** The browser says it is offline (jsdom is always online) until `back()` is called, which also fires `online`. */
function goOffline() {
  const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  return {
    back() {
      onLine.mockRestore();
      window.dispatchEvent(new Event("online"));
    },
  };
}

test("offline, a failure never reloads: the visitor keeps the page; the page's own code that failed reloads it once back online", () => {
  const { location, failures, recover } = install();
  const network = goOffline();
  // (Called directly: a global error event would also reach the recoveries installed by earlier tests.)
  expect(recover("script")).toBe(false);
  expect(location.reload).not.toHaveBeenCalled();
  expect(failures).toEqual([]);
  network.back();
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test("code loaded on demand that failed offline is no reason to reload once back online: its caller loads it again", async () => {
  const { location, failures } = install();
  const network = goOffline();
  vitePreloadError(
    new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/cookie-consent.client-x.js"),
  );
  await new Promise((resolve) => setTimeout(resolve, 1));
  network.back();
  expect(location.reload).not.toHaveBeenCalled();
  expect(location.assign).not.toHaveBeenCalled();
  expect(failures).toEqual([]);
});

test("code loaded on demand that failed offline does not reload when its check runs late, with the network back", async () => {
  const { location, failures } = install();
  const network = goOffline();
  vi.useFakeTimers();
  vitePreloadError(
    new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/lenis.client-x.js"),
  );
  // The check's timer has not run yet (a tab in the background, a page busy) when the network is back.
  network.back();
  await vi.runAllTimersAsync();
  expect(location.reload).not.toHaveBeenCalled();
  expect(location.assign).not.toHaveBeenCalled();
  expect(failures).toEqual([]);
});

test("a failure of code loaded on demand told just after the network came back was met offline: no reload; later, one is", async () => {
  vi.useFakeTimers({ now: 5_000_000 });
  const { location, failures } = install();
  const network = goOffline();
  network.back();
  // The import whose request went out offline fails a moment after the browser is back online.
  vi.advanceTimersByTime(ONLINE_GRACE_MS - 1);
  vitePreloadError(
    new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/cookie-consent.client-x.js"),
  );
  await vi.runAllTimersAsync();
  expect(location.reload).not.toHaveBeenCalled();
  expect(failures).toEqual([]);
  // Past the grace, a failure online is a chunk failure again (a deploy replaced the chunk).
  vi.advanceTimersByTime(1);
  vitePreloadError(
    new TypeError("Failed to fetch dynamically imported module: http://localhost/assets/lenis.client-x.js"),
  );
  await vi.runAllTimersAsync();
  expect(location.reload).toHaveBeenCalledTimes(1);
});

test("a navigation still waiting, once back online, for a page whose code failed offline loads that page; one given up meanwhile does not", () => {
  const first = install();
  let network = goOffline();
  first.recover.target = "/journal/olio-nuovo";
  first.recover("preload");
  network.back();
  expect(first.location.assign).toHaveBeenCalledWith("/journal/olio-nuovo");

  sessionStorage.clear();
  const second = install();
  network = goOffline();
  second.recover.target = "/journal/olio-nuovo";
  second.recover("preload");
  second.recover.target = undefined;
  network.back();
  expect(second.location.assign).not.toHaveBeenCalled();
  expect(second.location.reload).not.toHaveBeenCalled();
});

test("offline, a navigation whose page's code failed tells the app which page (its offline page shows); other failures offline do not", () => {
  const { recover } = install();
  const told: (string | undefined)[] = [];
  const listener = (e: CustomEvent<{ target?: string }>) => told.push(e.detail.target);
  window.addEventListener(OFFLINE_FAILURE_EVENT, listener);
  const network = goOffline();
  recover("preload");
  expect(told).toEqual([]);
  recover.target = "/en/journal/olio-nuovo";
  recover("route-module");
  expect(told).toEqual(["/en/journal/olio-nuovo"]);
  recover.target = undefined;
  network.back();
  window.removeEventListener(OFFLINE_FAILURE_EVENT, listener);
});

test("back online, the once-per-60-s guard still holds: within it the failure is reported instead", () => {
  const { key, location, failures, recover } = install();
  sessionStorage.setItem(key, String(Date.now() - 30_000));
  const network = goOffline();
  recover("script");
  network.back();
  expect(location.reload).not.toHaveBeenCalled();
  expect(failures).toEqual(["script"]);
});
