import { afterEach, expect, test } from "vitest";
import { freePort } from "../../tests/e2e/support/stack";

const saved = process.env.PORTS;
afterEach(() => {
  if (saved === undefined) delete process.env.PORTS;
  else process.env.PORTS = saved;
});

test("with PORTS set, free ports come from that range, each once, until it has none left", async () => {
  process.env.PORTS = "4397-4399";
  const ports = [await freePort(), await freePort(), await freePort()];
  expect(new Set(ports).size).toBe(3);
  for (const port of ports) expect([4397, 4398, 4399]).toContain(port);
  await expect(freePort()).rejects.toThrow("No free port in 4397-4399");
});

test("without PORTS, any free port the system gives", async () => {
  delete process.env.PORTS;
  expect(await freePort()).toBeGreaterThan(0);
});
