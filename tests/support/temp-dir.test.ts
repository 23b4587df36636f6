import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { temporaryDir } from "./temp-dir";

const helper = fileURLToPath(new URL("./temp-dir.ts", import.meta.url));

/**
 * A process that makes a temporary folder, prints it, waits for a line on its stdin (the folder is
 * seen to exist meanwhile: a process that ended at once could remove it first), then ends as `how`
 * says; the folder's path.
 */
async function leftBy(how: "exit" | "throw" | "SIGTERM" | "SIGINT"): Promise<string> {
  const script = `
    const { temporaryDir } = await import(${JSON.stringify(helper)});
    const dir = temporaryDir("salone-temp-dir-test-");
    console.log(dir.path);
    await new Promise((resolve) => process.stdin.once("data", resolve));
    process.stdin.pause();
    if (${JSON.stringify(how)} === "throw") throw new Error("a crash");
    if (${JSON.stringify(how)} !== "exit") setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  const dir = await new Promise<string>((resolve) =>
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  expect(existsSync(dir)).toBe(true);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.stdin.write("go\n");
  if (how === "SIGTERM" || how === "SIGINT") child.kill(how);
  await exited;
  return dir;
}

test(
  "a temporary folder goes when its process ends: normally, by a crash, by SIGTERM or SIGINT",
  { timeout: 60_000 },
  async () => {
    for (const how of ["exit", "throw", "SIGTERM", "SIGINT"] as const)
      expect(existsSync(await leftBy(how)), how).toBe(false);
  },
);

test("remove() takes it away at once", () => {
  const dir = temporaryDir("salone-temp-dir-test-");
  expect(existsSync(dir.path)).toBe(true);
  dir.remove();
  expect(existsSync(dir.path)).toBe(false);
});
