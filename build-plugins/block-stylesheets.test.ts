import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resolveConfig } from "vite";
import { afterAll, expect, test } from "vitest";
import { blockStylesheets } from "./block-stylesheets.ts";
import { shortClassName } from "./class-names.ts";
import { hook } from "./hook.test-support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "salone-block-css-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cssModule = path.join(dir, "app", "blocks", "Quote.module.css");
const plainCss = path.join(dir, "plain.css");

async function setUp(command: "build" | "serve") {
  const plugin = blockStylesheets();
  const config = await resolveConfig(
    { configFile: false, root: dir, css: { modules: { generateScopedName: shortClassName } } },
    command,
  );
  hook(plugin, "configResolved").call({}, config);
  const context = {
    resolve: async (source: string) => ({ id: path.resolve(dir, source) }),
    addWatchFile() {},
    error(message: string): never {
      throw new Error(message);
    },
  };
  return {
    resolve: (source: string) =>
      hook(plugin, "resolveId").call(context, source, path.join(dir, "index.ts")) as Promise<string | null>,
    load: (id: string) => hook(plugin, "load").call(context, id) as Promise<string | null>,
  };
}

test("in the build a CSS module splits into its stylesheet and its class names, which match", async () => {
  mkdirSync(path.dirname(cssModule), { recursive: true });
  writeFileSync(cssModule, ".quote { color: red }\n.author { font-style: italic }\n");
  const build = await setUp("build");
  const stylesId = (await build.resolve(`${cssModule}?styles`))!;
  const classesId = (await build.resolve(`${cssModule}?classes`))!;
  expect(stylesId).toMatch(/\.css$/);
  expect(classesId).toMatch(/\.js$/);
  const classes = JSON.parse(
    (await build.load(classesId))!.replace(/^export default /, "").replace(/;$/, ""),
  ) as Record<string, string>;
  expect(Object.keys(classes).sort()).toEqual(["author", "quote"]);
  const styles = (await build.load(stylesId))!;
  expect(styles).toContain(`.${classes.quote}`);
  expect(styles).toContain(`.${classes.author}`);
  expect(styles).not.toContain("export default");
});

test("in development both halves are the module whole, and anything but a CSS module is refused", async () => {
  writeFileSync(plainCss, "a { color: red }\n");
  const serve = await setUp("serve");
  expect(await serve.resolve(`${cssModule}?classes`)).toBe(cssModule);
  const build = await setUp("build");
  await expect(build.resolve(`${plainCss}?styles`)).rejects.toThrow(/only a CSS module splits/);
  expect(await build.resolve(cssModule)).toBeNull();
});
