import { useI18n } from "~/i18n/context";
import type { FilteredMenu } from "./use-menu-filter";
import { MenuFilter } from "./MenuFilter";
import { PrintButton } from "./PrintButton";
import { StructuredData } from "~/ui/StructuredData";
import styles from "./MenuTools.module.css";
import "./menu-print.css";
import { menuText } from "~/i18n/messages/menu";

/**
 * What the menu listing adds to the design's page: the filter, the print button, and the page's
 * structured data (the whole menu, whatever the filter: it describes the venue's menu, and the
 * canonical URL has no filter).
 */
export function MenuTools({ menu, jsonLd }: { menu: FilteredMenu; jsonLd: string[] | undefined }) {
  const { locale } = useI18n();
  return (
    <div className={`container-narrow ${styles.tools}`}>
      <MenuFilter filter={menu.filter} shown={menu.shown} total={menu.total} />
      <PrintButton label={menuText(locale, "menu.print")} className="button button-ghost" />
      {menu.shown === 0 ?
        <p className={styles.none}>{menuText(locale, "menuFilter.none")}</p>
      : null}
      <StructuredData items={jsonLd} />
    </div>
  );
}
