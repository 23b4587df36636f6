import path from "node:path";
import { expect, test } from "vitest";
import { chunkGroups, firstLoadChunk, preloadsOf } from "./chunks.ts";

const root = "/repo";
const at = (file: string) => path.join(root, file);

/** A module graph given as each module's importers. */
function graph(importers: Record<string, string[]>) {
  const byId = new Map(Object.entries(importers).map(([file, from]) => [at(file), from.map(at)]));
  return { getModuleInfo: (id: string) => (byId.has(id) ? { importers: byId.get(id)! } : null) };
}

test("what the home page's first load reaches goes to the site chunk; other screens' code does not", () => {
  const modules = graph({
    "app/chrome/Header.tsx": ["app/routes/locale-layout.tsx"],
    "app/ui/Pager.tsx": ["app/chrome/Header.tsx", "app/routes/journal.tsx"],
    "app/menu/MenuFilter.tsx": ["app/routes/menu.tsx"],
    "site/locales.ts": ["app/ui/Pager.tsx"],
  });
  const chunkOf = firstLoadChunk();
  expect(chunkOf(at("app/chrome/Header.tsx"), modules)).toBe("site");
  expect(chunkOf(at("app/ui/Pager.tsx"), modules)).toBe("site");
  expect(chunkOf(at("site/locales.ts"), modules)).toBe("site");
  expect(chunkOf(at("app/menu/MenuFilter.tsx"), modules)).toBeNull();
});

test("route modules stay their own entries, and packages are left to the bundler, React DOM aside", () => {
  const chunkOf = firstLoadChunk();
  const modules = graph({ "node_modules/scheduler/index.js": ["app/root.tsx"] });
  expect(chunkOf(at("app/routes/home.tsx"), modules)).toBeNull();
  expect(chunkOf(at("app/root.tsx"), modules)).toBeNull();
  expect(chunkOf(at("node_modules/scheduler/index.js"), modules)).toBeNull();
  expect(chunkOf(at("node_modules/react-dom/index.js"), modules)).toBe("site");
});

test("an import cycle away from the first load ends, and does not hide a way to it found later", () => {
  const chunkOf = firstLoadChunk();
  const cycle = graph({ "app/a.ts": ["app/b.ts"], "app/b.ts": ["app/a.ts"] });
  expect(chunkOf(at("app/a.ts"), cycle)).toBeNull();
  const reached = graph({ "app/a.ts": ["app/b.ts"], "app/b.ts": ["app/a.ts", "app/root.tsx"] });
  expect(chunkOf(at("app/a.ts"), reached)).toBe("site");
});

test("preview's chunks preload nothing; every other chunk keeps its list", () => {
  expect(preloadsOf("assets/PreviewEditing-a1B2c3.js", ["assets/x.js"])).toEqual([]);
  expect(preloadsOf("assets/PreviewTools-a1B2c3.js", ["assets/x.js"])).toEqual([]);
  expect(preloadsOf("assets/menu-a1B2c3.js", ["assets/x.js"])).toEqual(["assets/x.js"]);
});

test("the catalogue helper goes to the site chunk, though the home page's first load does not reach it", () => {
  const modules = graph({
    "app/i18n/catalogue.ts": ["app/i18n/messages/menu/index.ts"],
    "app/i18n/messages/menu/index.ts": ["app/routes/menu.tsx"],
  });
  const chunkOf = firstLoadChunk();
  expect(chunkOf(at("app/i18n/catalogue.ts"), modules)).toBe("site");
  expect(chunkOf(at("app/i18n/messages/menu/index.ts"), modules)).toBeNull();
});

test("the menu's groups take their files, the dietary symbols before the dishes that import them", () => {
  const groups = chunkGroups();
  const groupOf = (file: string) => groups.find((g) => g.test instanceof RegExp && g.test.test(at(file)))?.name;
  expect(groupOf("app/menu/MenuItem.tsx")).toBe("MenuItem");
  expect(groupOf("app/blocks/MenuGallery.tsx")).toBe("MenuItem");
  expect(groupOf("app/content-client/allergens.ts")).toBe("MenuItem");
  expect(groupOf("app/blocks/SubMenu.tsx")).toBe("SubMenu");
  expect(groupOf("app/i18n/messages/blocks/index.ts")).toBe("SubMenu");
  expect(groupOf("app/menu/AllergenIcon.tsx")).toBeUndefined();
  expect(groupOf("app/i18n/messages/menu/index.ts")).toBeUndefined();
  const order = groups.map((g) => g.name);
  expect(order.indexOf("DietaryIcons")).toBeLessThan(order.indexOf("MenuItem"));
});
