import { config } from "@config/config.server";

/** With TEST_FAULTS=true, browser and integration tests may pin "now" with this header (an ISO 8601 instant). */
export const TEST_CLOCK_HEADER = "x-salone-clock";

/** The instant a request is answered at: the real clock, or the test clock when test faults are on. */
export function requestInstant(request: Request): number {
  if (config().testFaults) {
    const pinned = Date.parse(request.headers.get(TEST_CLOCK_HEADER) ?? "");
    if (!Number.isNaN(pinned)) return pinned;
  }
  return Date.now();
}
