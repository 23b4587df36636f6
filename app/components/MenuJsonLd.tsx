import type { MenuCategory, MenuEntry, MenuItemCard } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { breadcrumbJsonLd, type Crumb } from "~/lib/seo/breadcrumbs";
import { menuJsonLd, menuSectionJsonLd } from "~/lib/seo/menu";
import { useVenue } from "~/lib/venue";
import { JsonLd } from "./JsonLd";
import { useSeoContext } from "./StructuredData";

/**
 * Structured data of a menu page: the `Menu` (all sections on the listing, one on a category page,
 * one dish in its section on a dish's page) and the page's breadcrumbs.
 */
export function MenuJsonLd({
  categories,
  item,
  crumbs,
}: {
  categories: MenuCategory[];
  /** On a dish's page: the dish (categories then holds its category). */
  item?: MenuItemCard;
  crumbs: Crumb[];
}) {
  const ctx = useSeoContext();
  const { t } = useI18n();
  const venue = useVenue()?.settings.title;
  const sections = categories.map((category) => menuSectionJsonLd(category, ctx, item ? [item] : category.items));
  const name = venue ? `${t("menu.title")} · ${venue}` : t("menu.title");
  return (
    <>
      <JsonLd data={menuJsonLd(sections, ctx, name)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, ctx)} />
    </>
  );
}

/** Home › Menu (› Category (› Dish)) for a menu page. */
export function useMenuCrumbs(category?: { slug: string; title?: unknown } | null, item?: { slug: string; title?: unknown } | null): Crumb[] {
  const { locale, t } = useI18n();
  const crumbs: Crumb[] = [
    { name: t("nav.home"), path: "/" },
    { name: t("menu.title"), path: "/menu" },
  ];
  if (category) crumbs.push({ name: localized<string>(category.title, locale), path: `/menu/${category.slug}` });
  if (item) crumbs.push({ name: localized<string>(item.title, locale), path: `/menu/${item.slug}` });
  return crumbs;
}

/** A menu entry page's structured data: a category with its dishes, or one dish within its category. */
export function MenuEntryJsonLd({ entry }: { entry: MenuEntry }) {
  const category = entry._type === "menuCategory" ? entry : entry.category;
  const item = entry._type === "menuItem" ? entry : undefined;
  const crumbs = useMenuCrumbs(category, item);
  if (!category) return <BreadcrumbOnly crumbs={crumbs} />;
  return <MenuJsonLd categories={[category]} item={item} crumbs={crumbs} />;
}

function BreadcrumbOnly({ crumbs }: { crumbs: Crumb[] }) {
  const ctx = useSeoContext();
  return <JsonLd data={breadcrumbJsonLd(crumbs, ctx)} />;
}
