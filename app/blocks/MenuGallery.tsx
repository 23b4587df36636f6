import { LocaleLink } from "~/i18n/LocaleLink";
import { Price } from "~/menu/MenuItem";
import { SanityImage } from "~/media/SanityImage";
import type { Block, MenuItemSummary } from "~/content-client/types";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs, cx } from "./util";
import { ServerMarkup } from "~/browser/server-markup";
import head from "./SectionHead.module.css?classes";
import styles from "./MenuGallery.module.css?classes";

/** Columns on a wide screen: one row up to five dishes, then rows without a lone orphan. */
function columns(count: number): number {
  if (count <= 5) return Math.max(count, 3);
  return (
    count % 4 === 0 || count % 4 === 3 ? 4
    : count % 3 === 0 ? 3
    : 4
  );
}

/** The menu's pages draw it too, with a title in their own words and dishes of their own queries. */
type MenuPagesGallery = Pick<Block<"menuGallery">, "_type" | "_key"> & { title: string; items: MenuItemSummary[] };

/**
 * Dishes as pictures: a row to swipe on a phone, a grid on a wide screen; each leads to its dish.
 * `belowFirstScreen`: the page knows the gallery starts below a phone's first screen, and leaves it
 * out of the first frame there (styles/global.css, decision 0079).
 */
export function MenuGallery({
  block,
  headingLevel = 2,
  belowFirstScreen = false,
}: Omit<BlockProps<"menuGallery">, "block"> & {
  block: Block<"menuGallery"> | MenuPagesGallery;
  headingLevel?: 2 | 3;
  belowFirstScreen?: boolean;
}) {
  const { locale, t } = useI18n();
  const items = (block.items ?? []).filter((item) => Boolean(item?.slug && item.image?.asset));
  if (items.length === 0) return null;
  const title = localized(block.title, locale);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Item = headingLevel === 2 ? "h3" : "h4";
  return (
    <section
      {...blockAttrs(block)}
      className={cx("block container-wide", styles.gallery)}
      data-below-first-screen={belowFirstScreen ? "" : undefined}
    >
      <ServerMarkup as="div" data={`${locale} ${title ?? ""}`} className={cx(head.head, styles.head)}>
        {title ?
          <Heading className={cx(head.title, styles.title)}>{title}</Heading>
        : null}
        <LocaleLink to="/menu" className={head.all}>
          {t("menu.title")} <span aria-hidden="true">→</span>
        </LocaleLink>
      </ServerMarkup>
      <ul className={cx("plain-list", styles.row)} style={{ "--cols": columns(items.length) }}>
        {items.map((item) => (
          <li key={item._id ?? item.slug} className={styles.card}>
            <div className={styles.media}>
              <SanityImage
                image={item.image}
                sizes="(min-width: 1024px) 20rem, 70vw"
                aspectRatio={4 / 3}
                className={styles.image}
                decorative
              />
            </div>
            {/* Words and a link the site's one listener follows: the server's HTML, kept (decision 0080). */}
            <ServerMarkup as="div" data={item} className={styles.caption}>
              <Item className={styles.name}>
                <LocaleLink to={`/menu/${item.slug}`} className={styles.link} lang={fallbackLang(item.title, locale)}>
                  {localized(item.title, locale)}
                </LocaleLink>
              </Item>
              <Price amount={item.price} className={styles.price} />
            </ServerMarkup>
          </li>
        ))}
      </ul>
    </section>
  );
}
