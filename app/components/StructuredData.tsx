import type { ArticleCard } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import { articleJsonLd } from "~/lib/seo/article";
import { breadcrumbJsonLd, type Crumb } from "~/lib/seo/breadcrumbs";
import type { SeoContext } from "~/lib/seo/json-ld";
import { restaurantJsonLd } from "~/lib/seo/restaurant";
import { useVenue } from "~/lib/venue";
import { JsonLd } from "./JsonLd";
import { useSiteConfig } from "./SiteConfig";

/** What the JSON-LD builders need: the public origin, the page's language, the image CDN. */
export function useSeoContext(): SeoContext {
  const { locale } = useI18n();
  const { siteUrl, projectId, dataset, imageUrl } = useSiteConfig();
  return { siteUrl, locale, images: { projectId, dataset, imageUrl } };
}

/**
 * The venue as a `Restaurant` (home page). Exceptions already over are left out as of the day the
 * server computed the opening status for, so the server's and the browser's markup are the same.
 */
export function VenueJsonLd() {
  const ctx = useSeoContext();
  const venue = useVenue();
  if (!venue) return null;
  const today = venue.openingStatus?.today ?? "1970-01-01";
  return <JsonLd data={restaurantJsonLd(venue.settings, ctx, today)} />;
}

/** Home › … for a page below the home page. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: Crumb[] }) {
  const ctx = useSeoContext();
  const { t } = useI18n();
  return <JsonLd data={breadcrumbJsonLd([{ name: t("nav.home"), path: "/" }, ...crumbs], ctx)} />;
}

/** A journal article as a `BlogPosting` by the venue, and Home › Journal › Article. */
export function ArticleJsonLd({ article }: { article: ArticleCard }) {
  const ctx = useSeoContext();
  const { locale, t } = useI18n();
  const venue = useVenue();
  return (
    <>
      <JsonLd data={articleJsonLd(article, { title: venue?.settings.title }, ctx)} />
      <BreadcrumbJsonLd
        crumbs={[
          { name: t("journal.title"), path: "/journal" },
          { name: localized<string>(article.title, locale), path: `/journal/${article.slug}` },
        ]}
      />
    </>
  );
}
