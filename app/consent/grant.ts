import type { ConsentCategory } from "./consent-mode";
import { startLibrary } from "./ConsentManager";

/**
 * Grants one purpose at the visitor's explicit request (a button that says so), loading the
 * library's chunk if needed.
 */
export function grantConsent(category: ConsentCategory): Promise<void> {
  return startLibrary().then((library) => library.grantCategory(category));
}
