// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { loadWhenOnline } from "./online";

afterEach(() => vi.restoreAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("code that fails to load while offline is loaded again once the browser is back online", async () => {
  const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const load = vi
    .fn()
    .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
    .mockResolvedValue("banner");
  let loaded: unknown;
  void loadWhenOnline(load).then((value) => (loaded = value));
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(loaded).toBeUndefined();
  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event("online"));
  await settle();
  expect(load).toHaveBeenCalledTimes(2);
  expect(loaded).toBe("banner");
});

test("a failure while online is the caller's (chunk recovery sees it), and links stay the router's", async () => {
  const error = new TypeError("Failed to fetch dynamically imported module");
  await expect(loadWhenOnline(() => Promise.reject(error))).rejects.toBe(error);
  document.body.innerHTML = '<a href="#menu">Menu</a>';
  const routed = vi.fn();
  document.addEventListener("click", routed);
  document.querySelector("a")!.click();
  document.removeEventListener("click", routed);
  expect(routed).toHaveBeenCalledTimes(1);
});

test("a load under way when the browser went offline, whose failure is told once it is back, is tried again", async () => {
  let fail: (error: unknown) => void = () => {};
  const load = vi
    .fn()
    .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
    .mockResolvedValue("banner");
  let loaded: unknown;
  void loadWhenOnline(load).then((value) => (loaded = value));
  window.dispatchEvent(new Event("offline"));
  window.dispatchEvent(new Event("online"));
  fail(new TypeError("Failed to fetch dynamically imported module"));
  await settle();
  expect(load).toHaveBeenCalledTimes(2);
  expect(loaded).toBe("banner");
});

test("a second try that fails online, with no offline spell of its own, is the caller's, and links are then followed in full", async () => {
  // Chromium keeps a module that failed for the page's life: the second try fails at once.
  const error = new TypeError("Failed to fetch dynamically imported module");
  const load = vi.fn().mockRejectedValue(error);
  document.body.innerHTML = '<a href="#menu">Menu</a><a href="#en" hreflang="en">English</a>';
  const [link, languageLink] = [...document.querySelectorAll("a")] as [HTMLAnchorElement, HTMLAnchorElement];
  const routed = vi.fn();
  document.addEventListener("click", routed);
  link.click();
  expect(routed).toHaveBeenCalledTimes(1);

  const result = loadWhenOnline(load);
  window.dispatchEvent(new Event("offline"));
  await expect(result).rejects.toBe(error);
  expect(load).toHaveBeenCalledTimes(2);
  // The router (a listener on the document) no longer sees links; the browser follows them.
  link.click();
  expect(routed).toHaveBeenCalledTimes(1);
  // The language switch still does its own work.
  languageLink.click();
  expect(routed).toHaveBeenCalledTimes(2);
});
