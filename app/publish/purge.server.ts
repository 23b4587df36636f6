import { log } from "@config/log.server";

/** How long one shared cache may take to answer a purge before the publish says it failed. */
const PURGE_TIMEOUT_MS = 3000;

export interface PurgeOutcome {
  target: string;
  ok: boolean;
  status?: number;
  error?: string;
}

/**
 * Purges `keys` at every shared cache in front of the site (PURGE_TARGETS), all at once: a Varnish
 * with the xkey module answers `PURGE` with an `xkey` header listing the keys (deploy/varnish/default.vcl).
 * Resolves when each has answered or timed out; never throws.
 */
export async function purgeSharedCaches(targets: readonly string[], keys: readonly string[]): Promise<PurgeOutcome[]> {
  return Promise.all(
    targets.map(async (target): Promise<PurgeOutcome> => {
      try {
        const response = await fetch(`${target}/`, {
          method: "PURGE",
          headers: { xkey: keys.join(" ") },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        const answer = (await response.text()).slice(0, 200);
        if (!response.ok) log.error("shared cache refused the purge", { target, status: response.status, answer });
        return { target, ok: response.ok, status: response.status };
      } catch (error) {
        const message = String((error as Error)?.message ?? error);
        log.error("shared cache could not be purged", { target, error: message });
        return { target, ok: false, error: message };
      }
    }),
  );
}
