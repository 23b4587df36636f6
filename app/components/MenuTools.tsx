import type { MenuCategory } from "~/content/types";
import { useI18n } from "~/i18n/context";
import type { FilteredMenu } from "~/lib/use-menu-filter";
import { MenuFilter } from "./MenuFilter";
import { MenuJsonLd, useMenuCrumbs } from "./MenuJsonLd";
import { PrintButton } from "./PrintButton";
import styles from "./MenuTools.module.css";
import "./menu-print.css";

/**
 * What the menu listing adds to the design's page: the filter, the print button, and the page's
 * structured data (the whole menu, whatever the filter: it describes the venue's menu, and the
 * canonical URL has no filter).
 */
export function MenuTools({ all, menu }: { all: MenuCategory[]; menu: FilteredMenu }) {
  const { t } = useI18n();
  const crumbs = useMenuCrumbs();
  return (
    <div className={`container-narrow ${styles.tools}`}>
      <MenuFilter filter={menu.filter} shown={menu.shown} total={menu.total} />
      {menu.shown === 0 ? (
        <p className={styles.none}>
          {t("menuFilter.none")}
        </p>
      ) : null}
      <PrintButton label={t("menu.print")} className={styles.print} />
      <MenuJsonLd categories={all} crumbs={crumbs} />
    </div>
  );
}
