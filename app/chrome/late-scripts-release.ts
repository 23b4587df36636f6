/**
 * The window property the late scripts' inline script sets (late-scripts.inline.ts): entry.client
 * calls it once its root exists, to click again what the visitor clicked before.
 */
export const LATE_SCRIPTS_RELEASE = "__saloneRelease";

export function releaseHeldClicks(): void {
  const release = (window as unknown as Record<string, unknown>)[LATE_SCRIPTS_RELEASE];
  if (typeof release === "function") (release as () => void)();
}
