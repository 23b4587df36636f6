import { useI18n } from "~/i18n/context";
import { localizePath } from "@site/locales";
import type { MenuFilter } from "./menu-filter";
import { useVenue } from "~/venue/SiteSettings";
import { useSiteConfig } from "../request/SiteConfig";
import { menuText } from "~/i18n/messages/menu";
import { useFilterLabels } from "./use-filter-labels";

/** The short URL printed on paper menus and QR codes: /m (or /en/m) redirects to the menu. */
export const SHORT_MENU_PATH = "/m";

/**
 * Shown only on paper: the venue's name, address and phone (the site's header and footer are not
 * printed), the filter the printed menu was made with, and the short URL of the menu online.
 */
export function MenuPrintNote({ filter }: { filter: MenuFilter }) {
  const { locale } = useI18n();
  const { siteUrl } = useSiteConfig();
  const settings = useVenue()?.settings;
  const address = settings?.address;
  const venue = [
    settings?.title,
    address ? `${address.streetAddress}, ${address.postalCode} ${address.addressLocality}` : null,
    settings?.phone,
  ]
    .filter(Boolean)
    .join(" · ");
  const filters = useFilterLabels(filter);
  const shortUrl = `${siteUrl}${localizePath(SHORT_MENU_PATH, locale)}`.replace(/^https?:\/\//, "");
  return (
    <div data-print="only" data-menu-print-note="">
      {venue ?
        <p>{venue}</p>
      : null}
      {filters.length ?
        <p>{menuText(locale, "menuFilter.active", { filters: filters.join(", ") })}</p>
      : null}
      <p>{menuText(locale, "menu.printOnline", { url: shortUrl })}</p>
    </div>
  );
}
