import { useEffect, useState } from "react";

/**
 * Data-fetch minimum display delay (spec section 9): client-side data a component loads on its own
 * (a 'load more', a fetcher) keeps its loading state at least this long, so a fast answer does not
 * make the loading state flash on and off.
 */
export const DATA_MIN_DISPLAY_MS = 200;

/** Resolves (or rejects) like `promise`, but never sooner than `ms` after the call. */
export async function withMinimumDuration<T>(promise: Promise<T>, ms = DATA_MIN_DISPLAY_MS, wait = sleep): Promise<T> {
  const [result] = await Promise.allSettled([promise, wait(ms)]);
  if (result.status === "rejected") throw result.reason;
  return result.value;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * For a loading flag a component does not control (a fetcher's state): true while `pending`, and
 * for at least `ms` from the moment it became true.
 */
export function useMinimumPending(pending: boolean, ms = DATA_MIN_DISPLAY_MS): boolean {
  const [held, setHeld] = useState(pending);
  const [wasPending, setWasPending] = useState(pending);
  if (pending !== wasPending) {
    setWasPending(pending);
    if (pending) setHeld(true);
  }
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setHeld(false), ms);
    return () => clearTimeout(timer);
  }, [held, ms]);
  return pending || held;
}
