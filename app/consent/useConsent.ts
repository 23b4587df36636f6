import { useSyncExternalStore } from "react";
import { CONSENT_COOKIE, type ConsentCategory } from "./consent-mode";
import { readCookie } from "@site/cookies";
import { propertyOf } from "@site/narrow";

/** The categories a stored choice grants, or null when the visitor has not chosen yet. */
export function storedConsent(cookieHeader: string): string[] | null {
  const value = readCookie(cookieHeader, CONSENT_COOKIE);
  if (value === undefined) return null;
  try {
    const categories = propertyOf(JSON.parse(decodeURIComponent(value)), "categories");
    return Array.isArray(categories) ? categories.filter((c): c is string => typeof c === "string") : null;
  } catch {
    return null;
  }
}

/** The banner's events (vanilla-cookieconsent dispatches them on window after saving the cookie). */
const EVENTS = ["cc:onConsent", "cc:onChange"] as const;

function subscribe(onChange: () => void): () => void {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
}

/**
 * Whether the visitor has granted `category`, kept up to date as they choose or change their mind.
 * False on the server and until hydration, so the server's HTML never depends on consent: a
 * component that embeds a third party (a map, a video) renders its placeholder first.
 */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribe,
    () => storedConsent(document.cookie)?.includes(category) ?? false,
    () => false,
  );
}
