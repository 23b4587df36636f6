import type { ComponentProps } from "react";
import { useI18n } from "./context";

type Props = Omit<ComponentProps<"a">, "href"> & { to: string };

/** Is `href` a site-relative path (not //host, not a scheme)? */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * Every internal link goes through here: an unprefixed site path ('/menu#antipasti') becomes the
 * current locale's URL ('/en/menu#antipasti'). Anything else renders as a plain anchor.
 *
 * An internal link is a plain anchor too, marked as the site's (`data-link`): one listener for the
 * whole page (chrome/site-links.tsx) makes its click a client-side navigation, and on intent asks for
 * its route and prefetches its page, never on a slow connection, with data saver or offline
 * (chrome/prefetch.ts says why intent).
 */
export function LocaleLink({ to, ...rest }: Props) {
  const { path } = useI18n();
  if (!isInternalHref(to)) return <a href={to} {...rest} />;
  const hashAt = to.search(/[?#]/);
  const pathname = hashAt < 0 ? to : to.slice(0, hashAt);
  const tail = hashAt < 0 ? "" : to.slice(hashAt);
  return <a {...rest} href={path(pathname) + tail} data-link="" />;
}
