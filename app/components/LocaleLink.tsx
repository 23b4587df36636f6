import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/context";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/** Is `href` a site-relative path (not //host, not a scheme)? */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * Every internal link goes through here: an unprefixed site path ('/menu#antipasti') becomes the
 * current locale's URL ('/en/menu#antipasti'). Anything else renders as a plain anchor.
 */
export function LocaleLink({ to, ...rest }: Props) {
  const { path } = useI18n();
  if (!isInternalHref(to)) return <a href={to} {...(rest as ComponentProps<"a">)} />;
  const hashAt = to.search(/[?#]/);
  const pathname = hashAt < 0 ? to : to.slice(0, hashAt);
  const tail = hashAt < 0 ? "" : to.slice(hashAt);
  return <Link to={path(pathname) + tail} {...rest} />;
}
