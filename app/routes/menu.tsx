import type { Route } from "./+types/menu";
import { loadContent } from "~/content/fetch.server";
import { MENU_QUERY } from "~/content/queries";
import type { MenuCategory } from "~/content/types";
import { MenuItem } from "~/components/MenuItem";
import { RouteErrorBoundary } from "~/components/RouteErrorBoundary";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { pageMeta } from "~/lib/meta";
import styles from "./menu.module.css";

export async function loader() {
  const categories = await loadContent<MenuCategory[]>("menu", MENU_QUERY);
  return { categories: categories ?? [] };
}

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, { it: "Menù", en: "Menu" });

export default function Menu({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useI18n();
  const { categories } = loaderData;
  return (
    <div className={styles.menu}>
      <header className={styles.header}>
        <h1>{t("menu.title")}</h1>
        <p>{t("menu.intro")}</p>
      </header>
      <nav aria-label={t("menu.title")} className={styles.subMenu}>
        <ul>
          {categories.map((category) => (
            <li key={category._id}>
              <a href={`#${category.slug}`}>{localized(category.title, locale)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {categories.map((category) => (
        <section key={category._id} id={category.slug} className={styles.category} aria-labelledby={`${category.slug}-title`}>
          <h2 id={`${category.slug}-title`}>{localized(category.title, locale)}</h2>
          {category.intro ? <p className={styles.intro}>{localized(category.intro, locale)}</p> : null}
          {(category.items ?? []).map((item) => (
            <MenuItem key={item._id} item={item} />
          ))}
        </section>
      ))}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
