/**
 * A 390 px phone for `test.use`. The journeys start from Playwright's "Desktop Chrome", whose screen
 * is 1920 × 1080; a phone's screen is as wide as its viewport, and Chromium reads the screen while it
 * weighs a srcset before the page's viewport is known (with the desktop screen it fetched the hero at
 * 1600 w, then again at 800 w).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;
