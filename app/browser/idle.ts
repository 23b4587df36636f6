/**
 * Runs `run` once the browser has nothing else to do, or after `timeout` ms at the latest; where it
 * cannot say when it is idle, after `fallback` ms. Returns a function that cancels it.
 */
export function whenIdle(
  run: () => void,
  { timeout = 2000, fallback = 200 }: { timeout?: number; fallback?: number } = {},
): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => run(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, fallback);
  return () => window.clearTimeout(id);
}
