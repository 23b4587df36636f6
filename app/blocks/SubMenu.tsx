import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { blockText } from "~/i18n/messages/blocks";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import styles from "./SubMenu.module.css?classes";
import { ServerMarkup } from "~/browser/server-markup";

const ANCHOR = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * In-page navigation: plain #anchor links to the blocks whose `anchor` matches (they work without
 * JavaScript; with it, the scroll rules of chrome/scroll apply). Sticks under the header while reading.
 */
export function SubMenu({ block }: BlockProps<"subMenu">) {
  const { locale } = useI18n();
  const items = (block.items ?? []).filter(
    (item) => item && typeof item.anchor === "string" && ANCHOR.test(item.anchor),
  );
  const title = localized(block.title, locale) ?? blockText(locale, "subMenu.label");
  return (
    <AnchorNav
      id={blockAttrs(block).id}
      label={title}
      data={block}
      items={items.map((item) => ({
        key: item._key ?? item.anchor,
        href: `#${item.anchor}`,
        label: localized(item.label, locale) ?? item.anchor,
      }))}
    />
  );
}

/** The sub menu's markup, shared with the menu page's list of categories. */
export function AnchorNav({
  id,
  label,
  items,
  className,
  data,
}: {
  id?: string;
  label: string;
  items: { key: string; href: string; label: string }[];
  className?: string;
  /**
   * What the items are drawn from, when the caller keeps it the same value while they stay the
   * same: the list then keeps the server's HTML while the page hydrates (its links are plain
   * #anchors, followed by chrome/scroll's one listener).
   */
  data?: unknown;
}) {
  return (
    <nav id={id} data-block="subMenu" aria-label={label} className={cx("block", styles.subMenu, className)}>
      <div className={cx("container-wide", styles.inner)}>
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <ServerMarkup as="ul" data={data} keep={data !== undefined} className={cx("plain-list", styles.list)}>
          {() =>
            items.map((item) => (
              <li key={item.key}>
                <a href={item.href} className={styles.link}>
                  {item.label}
                </a>
              </li>
            ))
          }
        </ServerMarkup>
      </div>
    </nav>
  );
}
