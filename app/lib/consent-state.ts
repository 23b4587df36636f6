import { useSyncExternalStore } from "react";
import { CONSENT_COOKIE, type ConsentCategory } from "~/consent/consent-mode";
import { propertyOf } from "./narrow";

/** The categories the visitor accepted, from the consent cookie (vanilla-cookieconsent's JSON). */
export function acceptedCategories(cookieHeader: string): string[] {
  const match = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]+)`).exec(cookieHeader);
  if (!match) return [];
  try {
    const categories = propertyOf(JSON.parse(decodeURIComponent(match[1]!)), "categories");
    return Array.isArray(categories) ? categories.filter((c): c is string => typeof c === "string") : [];
  } catch {
    return [];
  }
}

// The banner dispatches these on window when a choice is made or changed (and on load with one stored).
const CONSENT_EVENTS = ["cc:onConsent", "cc:onChange"] as const;

function subscribe(listener: () => void): () => void {
  for (const name of CONSENT_EVENTS) window.addEventListener(name, listener);
  return () => {
    for (const name of CONSENT_EVENTS) window.removeEventListener(name, listener);
  };
}

/**
 * Has the visitor accepted `category`? False on the server and while hydrating (nothing that needs
 * consent is ever in the server's HTML), then the stored choice, then every change of it.
 */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => acceptedCategories(document.cookie).includes(category),
    () => false,
  );
}
