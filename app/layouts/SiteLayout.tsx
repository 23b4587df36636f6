import type { ReactNode } from "react";
import type { SiteSettings } from "~/content/types";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { useI18n } from "~/i18n/context";
import styles from "./SiteLayout.module.css";

/** The layouts a page document may name in its `layout` field. */
export const LAYOUTS = ["default", "home", "fullBleed"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** A page's layout comes from the page, otherwise 'default' (an unknown name is also 'default'). */
export function layoutName(value: unknown): LayoutName {
  return (LAYOUTS as readonly unknown[]).includes(value) ? (value as LayoutName) : "default";
}

/**
 * default: header, a content column, footer.
 * home / fullBleed: the header sits over a full-width first block (the hero), content spans the page.
 */
export function SiteLayout({ settings, layout, children }: { settings: SiteSettings; layout: LayoutName; children: ReactNode }) {
  const { t } = useI18n();
  const overlay = layout !== "default";
  return (
    <div className={styles.site} data-layout={layout}>
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <Header settings={settings} overlay={overlay} />
      <main id="main" className={overlay ? styles.fullBleed : styles.content} tabIndex={-1}>
        {children}
      </main>
      <Footer settings={settings} />
    </div>
  );
}
