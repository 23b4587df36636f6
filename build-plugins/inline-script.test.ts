import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { hook } from "./hook.test-support.ts";
import { inlineScript } from "./inline-script.ts";

const dir = mkdtempSync(path.join(tmpdir(), "salone-inline-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const context = {
  addWatchFile() {},
  error(message: string): never {
    throw new Error(message);
  },
};
const load = hook(inlineScript(), "load");

test("a module's default-exported function becomes its minified source, without comments or types", async () => {
  const file = path.join(dir, "greet.inline.ts");
  writeFileSync(
    file,
    "/** Says hello. */\nexport default function greet(name: string): string {\n  // the visitor's name\n  return `ciao ${name}`;\n}\n",
  );
  const out = (await load.call(context, `${file}?script`)) as string;
  const source = JSON.parse(out.replace(/^export default /, "").replace(/;$/, "")) as string;
  expect(source).not.toMatch(/Says hello|visitor|: string/);
  expect(new Function(`return (${source})`)()("Roma")).toBe("ciao Roma");
});

test("a module without a default-exported function is refused with its name", async () => {
  const file = path.join(dir, "value.inline.ts");
  writeFileSync(file, "export default 42;\n");
  await expect(load.call(context, `${file}?script`)).rejects.toThrow(
    /value\.inline\.ts: a default-exported function declaration is needed/,
  );
});

test("other modules are not its to load", async () => {
  expect(await load.call(context, path.join(dir, "greet.inline.ts"))).toBeNull();
});
