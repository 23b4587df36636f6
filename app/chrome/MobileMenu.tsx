import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { currentPage, useNavigationEntries } from "./navigation";
import type { Block } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import { invokerCommands, useDialogOpen } from "./dialog-state";
import { useMobileMenu } from "./Hamburger";
import { HoursSummary } from "~/hours/HoursSummary";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "~/venue/Logo";
import { useFocusTrap, useScrollLock } from "~/browser/modal";
import { useChrome, useSiteSettings } from "~/venue/SiteSettings";
import { telHref } from "~/venue/location";
import { VenueAddress } from "~/venue/VenueAddress";
import { ServerMarkup } from "~/browser/server-markup";
import styles from "./MobileMenu.module.css";

/**
 * The menu below the tablet breakpoint: a modal dialog over the whole screen with the main
 * navigation, the language switcher, the hours and the contacts. Focus stays inside, Escape closes
 * it, the page behind does not scroll, and focus goes back to the hamburger. The server renders it
 * closed; before hydration the browser opens and closes it by itself (invoker commands, Escape).
 */
export function MobileMenu({ block }: { block?: Block<"mobileMenu"> }) {
  const { locale, t } = useI18n();
  const settings = useSiteSettings();
  const config = useChrome("mobileMenu", block);
  const { menuId, toggleRef } = useMobileMenu();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = useDialogOpen(menuId);
  const location = useLocation();
  const entries = useNavigationEntries("main", { withHome: true });
  const hamburger = useChrome("hamburger");
  const close = () => dialog.current?.close();

  // A navigation closes the menu, in the commit that draws the new page (before it is painted). The
  // language switch leaves the menu open until then: closing it on the tap restyled the whole page
  // once for the menu and once more for the other language (the document's lang): the English menu
  // page came 10-25 ms later on a phone (decision 0043). Its other links close it on the tap (the
  // next page may take a while).
  const shownAt = useRef(location.pathname);
  // The render that brings a new page, which the effect below closes the menu for. (Read in that
  // render only: nothing is drawn from it once the effect has caught up, the menu being closed.)
  // eslint-disable-next-line react-hooks/refs
  const leaving = shownAt.current !== location.pathname;
  useLayoutEffect(() => {
    if (shownAt.current === location.pathname) return;
    shownAt.current = location.pathname;
    dialog.current?.close();
  }, [location.pathname]);

  // Closing gives focus back to the hamburger (a tap may have left it nowhere).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open && toggleRef && "current" in toggleRef)
      toggleRef.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open, toggleRef]);

  useFocusTrap(dialog, open);
  useScrollLock(open);

  const phone = settings.phone;
  const address = settings.address;
  return (
    <dialog ref={dialog} id={menuId} className={styles.menu} aria-label={t("nav.mobileMenu")} data-lenis-prevent="">
      <div className={`${styles.inner} surface-dark`}>
        <div className={styles.bar}>
          <Logo />
          <button
            type="button"
            className={styles.close}
            onClick={() => {
              if (!invokerCommands()) close();
            }}
            {...{ command: "close", commandfor: menuId }}
            aria-label={localized(hamburger.closeLabel, locale) ?? t("nav.closeMenu")}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label={t("nav.primary")} className={styles.nav}>
          <ul className="plain-list">
            {entries.map((entry) => (
              <li key={entry.key}>
                {entry.to ?
                  <a
                    lang={entry.lang}
                    aria-current={currentPage(entry, location.pathname)}
                    className={styles.link}
                    href={entry.to}
                    data-link=""
                    onClick={close}
                  >
                    {entry.label}
                  </a>
                : <a href={entry.href} className={styles.link} lang={entry.lang}>
                    {entry.label}
                  </a>
                }
              </li>
            ))}
          </ul>
        </nav>
        {/* Not while the page that closes it is drawn: the new page's switch would fetch the page just left. */}
        <LanguageSwitcher className={styles.switcher} prefetchNow={open && !leaving} />
        {/* Text and links: hydrated, the server's HTML is kept as it is (decision 0080). */}
        <ServerMarkup as="div" data={settings} className={styles.details}>
          {config.showOpeningHours !== false && settings.openingHours?.length ?
            <section aria-labelledby={`${menuId}-hours`}>
              <h2 id={`${menuId}-hours`} className={styles.heading}>
                {t("hours.title")}
              </h2>
              <HoursSummary days={settings.openingHours} />
            </section>
          : null}
          {config.showContacts !== false && (address || phone || settings.email) ?
            <section aria-labelledby={`${menuId}-contacts`}>
              <h2 id={`${menuId}-contacts`} className={styles.heading}>
                {t("contact.title")}
              </h2>
              {address ?
                <VenueAddress address={address} className={styles.address} />
              : null}
              <p className={styles.contactLinks}>
                {phone ?
                  <a href={telHref(phone)}>{phone}</a>
                : null}
                {settings.email ?
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                : null}
              </p>
            </section>
          : null}
        </ServerMarkup>
        {localized(config.note, locale) ?
          <p className={styles.note} lang={fallbackLang(config.note, locale)}>
            {localized(config.note, locale)}
          </p>
        : null}
      </div>
    </dialog>
  );
}
