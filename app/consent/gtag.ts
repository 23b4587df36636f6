/**
 * Consent Mode's updates from the page's code (the library's changes, gtag.js's configuration): apart
 * from consent-mode.ts, which the first load carries, so that only the chunks that send them do.
 */
import { CATEGORY_SIGNALS, type ConsentSignal } from "./consent-mode";

/** The `consent update` for a set of accepted categories: every signal, granted or denied. */
export function consentUpdate(accepted: readonly string[]): Record<string, ConsentSignal> {
  const update: Record<string, ConsentSignal> = {};
  for (const [category, signals] of Object.entries(CATEGORY_SIGNALS)) {
    for (const signal of signals) update[signal] = accepted.includes(category) ? "granted" : "denied";
  }
  return update;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** gtag(), as the inline script defined it (gtag.js reads `arguments` objects, not arrays). */
export function gtag(...args: unknown[]): void {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
  }
  window.gtag(...args);
}
