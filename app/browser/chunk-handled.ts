/**
 * A failed dynamic import whose caller has its own fallback is not a chunk failure: the locale
 * catalogues (a missing message file is logged only, Italian is used). The caller
 * marks the error it caught; chunk recovery (errors/chunk-reload), which hears of the failure first
 * through `vite:preloadError`, looks at the mark a moment later and leaves such failures alone.
 */
export const HANDLED_MARK = "__saloneChunkHandled";

declare global {
  interface Error {
    /** Set by markChunkFailureHandled on a failed import whose caller has its own fallback. */
    [HANDLED_MARK]?: true;
  }
}

export function markChunkFailureHandled(error: unknown): void {
  if (error && typeof error === "object") {
    Object.defineProperty(error, HANDLED_MARK, { value: true, configurable: true });
  }
}
