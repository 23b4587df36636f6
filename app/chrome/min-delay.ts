/**
 * Data-fetch minimum display delay: a pending state for data, once shown, stays at least this long,
 * so an answer that arrives just after it appeared does not make it flash on and off. The site's
 * pending state for data is the page-loading bar, which every client-side navigation shows (journal
 * pagination included; the menu filter loads nothing, it filters what the page has): chrome/progress
 * keeps the bar running this long once it has appeared.
 */
export const DATA_MIN_DISPLAY_MS = 200;

/** How much longer a pending state shown at `shownAt` must stay, at `now` (0: it may go). */
export function minimumDisplayLeft(shownAt: number, now: number, ms = DATA_MIN_DISPLAY_MS): number {
  return Math.max(0, shownAt + ms - now);
}
