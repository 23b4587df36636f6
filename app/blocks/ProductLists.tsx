import { LocaleLink } from "~/i18n/LocaleLink";
import { ServerMarkup } from "~/browser/server-markup";
import { MenuItem } from "~/menu/MenuItem";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx, lines } from "./util";
import styles from "./ProductLists.module.css?classes";

/** A list of dishes set like a printed menu card: chosen dishes, or a whole category in order. */
export function ProductLists({ block }: BlockProps<"productLists">) {
  const { locale, t } = useI18n();
  const source = block.items?.length ? block.items : (block.category?.items ?? []);
  const items = (source ?? []).filter((item) => Boolean(item && typeof item === "object" && item.slug));
  const title = localized(block.title, locale) ?? localized(block.category?.title, locale);
  return (
    // Text and links only: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup as="section" data={block} {...blockAttrs(block)} className={cx("block container", styles.section)}>
      <div className={styles.card}>
        <header className={styles.header}>
          {title ?
            <h2 className={styles.title}>{title}</h2>
          : null}
          {lines(localized(block.intro, locale)).map((line, i) => (
            <p key={i} className={styles.intro}>
              {line}
            </p>
          ))}
        </header>
        <div className={styles.items}>
          {items.map((item) => (
            <MenuItem key={item._id ?? item.slug} item={item} headingLevel={3} />
          ))}
        </div>
        <p className={styles.footer}>
          <LocaleLink to={block.category?.slug ? `/menu/${block.category.slug}` : "/menu"} className={styles.more}>
            {block.category?.slug ? localized(block.category.title, locale) : t("menu.title")}{" "}
            <span aria-hidden="true">→</span>
          </LocaleLink>
        </p>
      </div>
    </ServerMarkup>
  );
}
