import { isLocale, splitLocalePath } from "@site/locales";
import { propertyOf } from "@site/narrow";
import { loadMessages } from "./messages";

/**
 * The root's client middleware: a client-side navigation to another language loads that language's
 * catalogue (English: a lazy chunk) at the same time as the data. A prefixed URL names its locale; an
 * unprefixed one may still be English by cookie, which the root's data says, and that catalogue is
 * loaded before the page is drawn.
 *
 * A middleware, not the root's clientLoader: a route with a clientLoader gets a data request of its
 * own, so the root's data would travel apart from the page's, and the request a link prefetched on
 * intent (the page's routes together) would not be the one its tap makes.
 */
export async function loadCatalogueAlongData<Results>(
  request: Request,
  next: () => Promise<Results>,
): Promise<Results> {
  const { prefix } = splitLocalePath(new URL(request.url).pathname);
  const [results] = await Promise.all([next(), prefix ? loadMessages(prefix) : undefined]);
  const locale = propertyOf(propertyOf(propertyOf(results, "root"), "result"), "locale");
  if (isLocale(locale)) await loadMessages(locale);
  return results;
}
