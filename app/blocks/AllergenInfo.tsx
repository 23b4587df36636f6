import { ALLERGENS, knownAllergens } from "~/content-client/allergens";
import { AllergenIcon } from "~/menu/AllergenIcon";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { blockText } from "~/i18n/messages/blocks";
import type { BlockProps } from "./types";
import { blockAttrs, cx, lines } from "./util";
import styles from "./AllergenInfo.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

/**
 * The legend of the allergens (EU Regulation 1169/2011, Annex II): each with its number in the
 * Annex and its name in the page's language. Without a list, all 14.
 */
export function AllergenInfo({ block }: BlockProps<"allergenInfo">) {
  const { locale, t } = useI18n();
  const list =
    Array.isArray(block.allergens) && block.allergens.length ? knownAllergens(block.allergens) : [...ALLERGENS];
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup as="section" data={block} {...blockAttrs(block)} className={cx("block container", styles.section)}>
      <h2 className={styles.title}>{localized(block.title, locale) ?? blockText(locale, "allergenInfo.title")}</h2>
      {lines(localized(block.intro, locale)).map((line, i) => (
        <p key={i} className={styles.intro}>
          {line}
        </p>
      ))}
      <ol className={cx("plain-list", styles.legend)}>
        {list.map((code) => (
          <li key={code} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {ALLERGENS.indexOf(code) + 1}
            </span>
            <AllergenIcon allergen={code} />
            <span className={styles.name}>{t(`allergen.${code}`)}</span>
          </li>
        ))}
      </ol>
    </ServerMarkup>
  );
}
