import { afterEach, expect, test, vi } from "vitest";
import { withoutUntitled } from "./untitled.server";

afterEach(() => vi.restoreAllMocks());

const dish = (id: string, title: unknown) => ({ _id: id, title, price: 5 });

test("a document without a title in either language is left out of a list, wherever the list sits, and logged once", () => {
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  const menu = {
    total: 2,
    categories: [
      { _id: "c1", title: { it: "Primi", en: "Pasta" }, items: [dish("a", { it: "Carbonara", en: "" }), dish("b", { it: " ", en: "" }), dish("c", null)] },
      { _id: "c2", title: { it: "", en: "" }, items: [dish("d", { it: "Tiramisù" })] },
    ],
  };
  const shown = withoutUntitled(menu, "menu");
  expect(shown.categories.map((c) => c._id)).toEqual(["c1"]);
  expect(shown.categories[0]!.items.map((i) => i._id)).toEqual(["a"]);
  // The result the cache holds is not changed.
  expect(menu.categories[0]!.items).toHaveLength(3);
  const warned = stderr.mock.calls.map(([line]) => JSON.parse(String(line)) as { msg: string; id: string });
  expect(warned.map((w) => w.id)).toEqual(["b", "c", "c2"]);
  expect(warned[0]!.msg).toMatch(/without a title in either language/);
  withoutUntitled(menu, "menu");
  expect(stderr).toHaveBeenCalledTimes(3);
});

test("a result that is itself an untitled document is null (its page a 404); titled ones, objects without _id and the settings pass as they are", () => {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  expect(withoutUntitled(dish("lonely", { it: "", en: "" }), "menu-entry")).toBeNull();
  const titled = dish("ok", { it: "Supplì", en: "Supplì" });
  expect(withoutUntitled(titled, "menu-entry")).toBe(titled);
  const block = { _key: "t", _type: "title", title: { it: "" } };
  expect(withoutUntitled({ blocks: [block] }, "page").blocks).toEqual([block]);
  const settings = { _id: "siteSettings", title: "" };
  expect(withoutUntitled(settings, "settings")).toBe(settings);
});
