import { createContext, useContext, type Ref } from "react";
import { invokerCommands, showDialog, useDialogOpen } from "./dialog-state";
import type { Block } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { useChrome } from "~/venue/SiteSettings";
import styles from "./Hamburger.module.css";

/** What the hamburger and the menu share: the menu's id, and the hamburger (focus returns to it). */
export interface MobileMenuState {
  /** The id of the menu the hamburger controls. */
  menuId: string;
  toggleRef?: Ref<HTMLButtonElement>;
}

export const MobileMenuContext = createContext<MobileMenuState>({ menuId: "mobile-menu" });

export function useMobileMenu(): MobileMenuState {
  return useContext(MobileMenuContext);
}

/**
 * Three lines that open the mobile menu (below the tablet breakpoint); says whether it is open. The
 * browser opens the server-rendered menu itself (invoker command), before hydration too; a browser
 * without invoker commands opens it from the click once the page has hydrated.
 */
export function Hamburger({ block, className }: { block?: Block<"hamburger">; className?: string }) {
  const { locale, t } = useI18n();
  const config = useChrome("hamburger", block);
  const { menuId, toggleRef } = useMobileMenu();
  const open = useDialogOpen(menuId);
  const label =
    open ?
      (localized(config.closeLabel, locale) ?? t("nav.closeMenu"))
    : (localized(config.label, locale) ?? t("nav.openMenu"));
  return (
    <button
      ref={toggleRef}
      type="button"
      className={[styles.button, "needs-js", className].filter(Boolean).join(" ")}
      aria-expanded={open}
      aria-controls={menuId}
      aria-haspopup="dialog"
      aria-label={label}
      onClick={() => {
        if (!invokerCommands()) showDialog(menuId);
      }}
      {...{ command: "show-modal", commandfor: menuId }}
    >
      <span className={styles.lines} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
    </button>
  );
}
