/**
 * The content service's health as the site sees it, for GET /healthz: the outcome of the last
 * request the site made to the service, refreshed by a cheap probe when no request has been made
 * for a while (a quiet site must still notice an outage, and notice the recovery).
 */
export type ContentHealth = "ok" | "degraded";

export interface HealthTracker {
  record(ok: boolean): void;
  /** The current state; probes first when the last outcome is older than `maxAgeMs`. */
  check(): Promise<ContentHealth>;
}

export function createHealthTracker(options: {
  probe: () => Promise<unknown>;
  maxAgeMs: number;
  now?: () => number;
}): HealthTracker {
  const now = options.now ?? Date.now;
  let last: { ok: boolean; at: number } | undefined;
  let probing: Promise<void> | undefined;
  const record = (ok: boolean) => {
    last = { ok, at: now() };
  };
  return {
    record,
    async check() {
      if (!last || now() - last.at >= options.maxAgeMs) {
        probing ??= options
          .probe()
          .then(
            () => record(true),
            () => record(false),
          )
          .finally(() => (probing = undefined));
        await probing;
      }
      return last?.ok ? "ok" : "degraded";
    },
  };
}
