import { GlutenFreeSymbol, VegetarianSymbol } from "~/menu/DietaryIcons";
import { useI18n } from "~/i18n/context";
import { menuText } from "~/i18n/messages/menu";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./DietaryIconBlocks.module.css?classes";

/** The gluten-free symbol and what it means (the words are the text equivalent). */
export function GlutenFreeIcon({ block }: BlockProps<"glutenFreeIcon">) {
  const { locale } = useI18n();
  return (
    <div {...blockAttrs(block)} className={cx("block container-narrow", styles.row)}>
      <GlutenFreeSymbol className={styles.symbol} />
      <p className={styles.label}>{localized(block.label, locale) ?? menuText(locale, "icon.glutenFree")}</p>
    </div>
  );
}

/** The vegetarian symbol and what it means. */
export function VegetarianIcon({ block }: BlockProps<"vegetarianIcon">) {
  const { locale } = useI18n();
  return (
    <div {...blockAttrs(block)} className={cx("block container-narrow", styles.row)}>
      <VegetarianSymbol className={styles.symbol} />
      <p className={styles.label}>{localized(block.label, locale) ?? menuText(locale, "icon.vegetarian")}</p>
    </div>
  );
}
