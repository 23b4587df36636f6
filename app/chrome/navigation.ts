import { isInternalHref } from "~/i18n/LocaleLink";
import { useSiteSettings } from "~/venue/SiteSettings";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import type { Locale } from "@site/locales";

/** The site's two navigations, both from the site settings: the main one and the footer's. */
export type NavigationList = "main" | "footer";

/** One entry of a navigation, as the header, the mobile menu and the footer each draw it. */
export interface NavigationEntry {
  key: string | number;
  label: string | undefined;
  /** "it" when the label is the Italian standing in for a missing English one (the link says lang="it"). */
  lang?: Locale;
  /** As written in the settings: a site path ('/menu') or an address off the site. */
  href: string;
  /** The current locale's URL of a page of the site; undefined for an address off the site. */
  to: string | undefined;
  /** Active on this page only, not on the pages below it (the home page); the others on both. */
  end: boolean;
}

/**
 * A navigation's entries, in the settings' order, without those that link nowhere or have no label in
 * either language (an empty link is never shown). The mobile menu,
 * whose visitor has no wordmark beside it to tap, puts the home page first (`withHome`), named by
 * the message nav.home.
 */
export function useNavigationEntries(list: NavigationList, { withHome = false } = {}): NavigationEntry[] {
  const { locale, path, t } = useI18n();
  const links = useSiteSettings().navigation?.[list] ?? [];
  const entries: NavigationEntry[] = [];
  if (withHome) entries.push({ key: "home", label: t("nav.home"), href: "/", to: path("/"), end: true });
  links.forEach((link, i) => {
    const label = localized(link.label, locale);
    if (!link.href || !label?.trim()) return;
    const to = isInternalHref(link.href) ? path(link.href) : undefined;
    entries.push({ key: i, label, href: link.href, to, end: false, lang: fallbackLang(link.label, locale) });
  });
  return entries;
}

/**
 * `aria-current="page"` for the entry of the page the visitor is on, as React Router's NavLink
 * decides it: the page itself, or (unless `end`) a page below it; letter case aside.
 */
export function currentPage({ to, end }: Pick<NavigationEntry, "to" | "end">, pathname: string): "page" | undefined {
  if (!to) return undefined;
  const target = to.toLowerCase();
  const here = pathname.toLowerCase();
  const slash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(slash) === "/") ? "page" : undefined;
}
