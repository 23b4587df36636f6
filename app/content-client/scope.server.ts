import { AsyncLocalStorage } from "node:async_hooks";
import type { SurrogateKeys } from "@site/surrogate-keys";

/**
 * What one request may see of the content: the published content (cached) or, for an editor with
 * a valid preview cookie, drafts (never cached). The root middleware opens the scope around every
 * request's loaders, so `loadContent` cannot forget it: preview is decided once, per request, in
 * one place, and no call site can leak a draft into the shared cache.
 */
export interface ContentScope {
  preview: boolean;
  /**
   * In preview, whether texts carry stega (their edit links): yes for pages, no for what a program
   * reads (`withoutStega`). Unset: as preview.
   */
  stega?: boolean;
  /** The response's surrogate keys: every published result the request's loaders read names its documents here. */
  keys?: SurrogateKeys;
}

const storage = new AsyncLocalStorage<ContentScope>();

const PUBLISHED: ContentScope = Object.freeze({ preview: false });

export function runInContentScope<T>(scope: ContentScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** The current request's scope; outside any request (scripts, tests), the published content. */
export function contentScope(): ContentScope {
  return storage.getStore() ?? PUBLISHED;
}

/**
 * Runs `fn` (a feed, a calendar file, the sitemap, the web manifest: bodies a program reads) with
 * the request's content, drafts included in preview, but no stega in it.
 */
export function withoutStega<T>(fn: () => T): T {
  return storage.run({ ...contentScope(), stega: false }, fn);
}
