import { useI18n } from "~/i18n/context";
import { LocaleLink } from "../i18n/LocaleLink";
import { pagerText } from "~/i18n/messages/pager";
import styles from "./Pager.module.css";

/**
 * Links to a listing's other pages, when it has more than one: previous, "page N of M", next. Page 1
 * is the listing's own address, the others `?page=N`.
 */
export function Pager({ base, page, pages }: { base: string; page: number; pages: number }) {
  const { locale } = useI18n();
  if (pages <= 1) return null;
  const pageOf = pagerText(locale, "pager.pageOf", { page, pages });
  const pageHref = (n: number) => (n === 1 ? base : `${base}?page=${n}`);
  return (
    <nav className={`container ${styles.pagination}`} aria-label={pageOf}>
      {page > 1 ?
        <LocaleLink to={pageHref(page - 1)} rel="prev" className={styles.pageLink}>
          <span aria-hidden="true">←</span> {pagerText(locale, "pager.previous")}
        </LocaleLink>
      : <span />}
      <span aria-current="page" className={styles.pageOf}>
        {pageOf}
      </span>
      {page < pages ?
        <LocaleLink to={pageHref(page + 1)} rel="next" className={styles.pageLink}>
          {pagerText(locale, "pager.next")} <span aria-hidden="true">→</span>
        </LocaleLink>
      : <span />}
    </nav>
  );
}
