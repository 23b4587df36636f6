import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { currentPage, useNavigationEntries } from "./navigation";
import type { Block } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { Hamburger, MobileMenuContext, type MobileMenuState } from "./Hamburger";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "~/venue/Logo";
import { LazyMobileMenu } from "./mobile-menu-lazy";
import { useChrome } from "~/venue/SiteSettings";
import styles from "./Header.module.css";
// The menu's styles come with the page: its markup does too, and may be opened before its code arrives.
import "./MobileMenu.module.css";

/**
 * The site's header: the wordmark, the main navigation (from the tablet breakpoint up), the language
 * switcher and, below it, the hamburger and its mobile menu. Without JavaScript the navigation is a
 * plain list under the wordmark. Over a hero it is transparent until the page scrolls.
 */
export function Header({ block, overlay = false }: { block?: Block<"header">; overlay?: boolean }) {
  const { t } = useI18n();
  const config = useChrome("header", block);
  const entries = useNavigationEntries("main");
  const { pathname } = useLocation();
  const transparent = overlay && config.overlayOnHero !== false;
  const sticky = config.sticky !== false;
  const scrolled = useScrolled(transparent);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = useMemo<MobileMenuState>(() => ({ menuId: "mobile-menu", toggleRef }), []);

  return (
    <MobileMenuContext.Provider value={menu}>
      <header
        className={[
          styles.header,
          sticky ? styles.sticky : "",
          transparent ? styles.overlay : "",
          transparent && !scrolled ? styles.clear : "",
        ]
          .filter(Boolean)
          .join(" ")}
        data-overlay={transparent ? "" : undefined}
      >
        <div className={styles.inner}>
          <Logo className={styles.logo} />
          <nav aria-label={t("nav.primary")} className={styles.nav}>
            <ul className="plain-list">
              {entries.map((entry) => (
                <li key={entry.key}>
                  {entry.to ?
                    // A plain anchor: chrome/site-links.tsx makes its click a client-side navigation.
                    <a
                      lang={entry.lang}
                      aria-current={currentPage(entry, pathname)}
                      className={styles.navLink}
                      href={entry.to}
                      data-link=""
                    >
                      {entry.label}
                    </a>
                  : <a href={entry.href} className={styles.navLink} lang={entry.lang}>
                      {entry.label}
                    </a>
                  }
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.tools}>
            {config.showLanguageSwitcher !== false ?
              <LanguageSwitcher className={styles.lang} />
            : null}
            <Hamburger className={styles.hamburger} />
          </div>
        </div>
      </header>
      {/* Rendered by the server, closed: a tap opens it in its own frame, with no code or data to
          fetch. Its code is a chunk of its own, which the page waits for before it hydrates; until
          then the browser alone opens and closes the server's markup. */}
      <LazyMobileMenu />
    </MobileMenuContext.Provider>
  );
}

/** Has the page scrolled past the top? (Only watched when the header sits over a hero.) */
function useScrolled(watch: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!watch) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > 24);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [watch]);
  return watch && scrolled;
}
