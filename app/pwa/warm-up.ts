/**
 * What the page and the service worker (build-plugins/pwa/sw.ts) agree on for a first visit's warm-up: the page
 * lists what it loaded before the worker existed, and the worker copies it from the HTTP cache.
 */

/** Files the worker answers itself (the offline page's stylesheet and logo); none is on the server. */
export const OFFLINE_PATH = "/offline/";
export const OFFLINE_STYLESHEET = `${OFFLINE_PATH}offline.css`;
/**
 * An image the worker answers itself: the page loads it once as an image so that the worker learns
 * the Accept header this browser sends for images, and copies the page's images under that header.
 */
export const OFFLINE_LOGO = `${OFFLINE_PATH}logo.svg`;

export const WARM_UP_MESSAGE = "SALONE_WARM_UP";

export interface WarmUp {
  type: typeof WARM_UP_MESSAGE;
  /** The page's own URL (without its hash). */
  page: string;
  /** Same-origin files the page loaded: assets, images, icons. */
  files: string[];
}
