import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useI18n } from "./context";
import { usePrefetchMode } from "~/chrome/prefetch";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/** Is `href` a site-relative path (not //host, not a scheme)? */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * Every internal link goes through here: an unprefixed site path ('/menu#antipasti') becomes the
 * current locale's URL ('/en/menu#antipasti'). Anything else renders as a plain anchor.
 *
 * Internal links prefetch on intent, never on a slow connection, with data saver or offline
 * (chrome/prefetch.ts says why intent); a `prefetch` prop can ask for another mode, within that rule.
 */
export function LocaleLink({ to, prefetch, ...rest }: Props) {
  const { path } = useI18n();
  const allowed = usePrefetchMode();
  if (!isInternalHref(to)) return <a href={to} {...rest} />;
  const hashAt = to.search(/[?#]/);
  const pathname = hashAt < 0 ? to : to.slice(0, hashAt);
  const tail = hashAt < 0 ? "" : to.slice(hashAt);
  return <Link to={path(pathname) + tail} prefetch={allowed === "none" ? "none" : (prefetch ?? allowed)} {...rest} />;
}
