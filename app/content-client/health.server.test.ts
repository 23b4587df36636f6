import { expect, test } from "vitest";
import { createHealthTracker } from "./health.server";

test("the last request's outcome decides the state while it is recent", async () => {
  let probes = 0;
  const clock = 0;
  const health = createHealthTracker({ probe: async () => void probes++, maxAgeMs: 2000, now: () => clock });
  health.record(false);
  expect(await health.check()).toBe("degraded");
  health.record(true);
  expect(await health.check()).toBe("ok");
  expect(probes).toBe(0);
});

test("with no recent request a probe decides, and concurrent checks share it", async () => {
  let clock = 0;
  let up = false;
  let probes = 0;
  const health = createHealthTracker({
    probe: async () => {
      probes++;
      if (!up) throw new Error("refused");
    },
    maxAgeMs: 2000,
    now: () => clock,
  });
  expect(await Promise.all([health.check(), health.check()])).toEqual(["degraded", "degraded"]);
  expect(probes).toBe(1);
  up = true;
  clock += 1000;
  expect(await health.check()).toBe("degraded"); // still recent
  clock += 1000;
  expect(await health.check()).toBe("ok"); // probed again: recovered
});
