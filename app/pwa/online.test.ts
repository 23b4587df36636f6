// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { loadWhenOnline } from "./online";

afterEach(() => vi.restoreAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("code that fails to load while offline is loaded again once the browser is back online", async () => {
  const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue("banner");
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

test("a failure while online is the caller's (chunk recovery sees it)", async () => {
  const error = new TypeError("Failed to fetch dynamically imported module");
  await expect(loadWhenOnline(() => Promise.reject(error))).rejects.toBe(error);
});
