import { createContext, useContext, type Ref } from "react";
import type { ContentBlock, LocaleString } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { loadMobileMenu } from "./mobile-menu-loader";
import { useChrome } from "./SiteSettings";
import styles from "./Hamburger.module.css";

type HamburgerConfig = { label?: LocaleString; closeLabel?: LocaleString };

/** The mobile menu's state, shared by the hamburger that opens it and the menu itself. */
export interface MobileMenuState {
  open: boolean;
  setOpen(open: boolean): void;
  /** The id of the menu the hamburger controls. */
  menuId: string;
  toggleRef?: Ref<HTMLButtonElement>;
}

export const MobileMenuContext = createContext<MobileMenuState>({ open: false, setOpen: () => {}, menuId: "mobile-menu" });

export function useMobileMenu(): MobileMenuState {
  return useContext(MobileMenuContext);
}

/** Three lines that open the mobile menu (below the tablet breakpoint); says whether it is open. */
export function Hamburger({ block, className }: { block?: ContentBlock; className?: string }) {
  const { locale, t } = useI18n();
  const config = useChrome<HamburgerConfig>("hamburger", block);
  const { open, setOpen, menuId, toggleRef } = useMobileMenu();
  const label = open ? (localized(config.closeLabel, locale) ?? t("nav.closeMenu")) : (localized(config.label, locale) ?? t("nav.openMenu"));
  return (
    <button
      ref={toggleRef}
      type="button"
      className={[styles.button, "needs-js", className].filter(Boolean).join(" ")}
      aria-expanded={open}
      aria-controls={menuId}
      aria-haspopup="dialog"
      aria-label={label}
      onClick={() => setOpen(!open)}
      onPointerEnter={() => void loadMobileMenu().catch(() => {})}
      onFocus={() => void loadMobileMenu().catch(() => {})}
    >
      <span className={styles.lines} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </button>
  );
}
