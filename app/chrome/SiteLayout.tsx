import { useSyncExternalStore, type ReactNode } from "react";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { VenueContext, type VenueData } from "~/venue/SiteSettings";
import { useI18n } from "~/i18n/context";
import { isOneOf } from "@site/narrow";
import { progress } from "./progress";
import { OfflineNavigationPage } from "~/errors/ErrorPage";
import styles from "./SiteLayout.module.css";

/**
 * Whether a screen's footer is deferred (SiteLayout's `footerDeferred`), given the screen's loader
 * data: not where the screen has none (an error in its place, a missing page: a short message, the
 * footer in view from the start); a page of blocks defers it when it has blocks below its first (each
 * deferred, held at an estimate taller than a screen; a page of one block may end on its first
 * screen); any other screen does.
 */
export function deferFooter(data: { page?: { blocks?: unknown[] | null } } | undefined): boolean {
  if (!data) return false;
  const blocks = data.page?.blocks;
  return blocks ? blocks.length >= 2 : true;
}

/** The layouts a page document may name in its `layout` field. */
export const LAYOUTS = ["default", "home", "fullBleed"] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** A page's layout comes from the page, otherwise 'default' (an unknown name is also 'default'). */
export function layoutName(value: unknown): LayoutName {
  return isOneOf(LAYOUTS, value) ? value : "default";
}

/**
 * default: the header above the page, which starts below it with some air.
 * home / fullBleed: the page starts at the top edge; when it opens with a hero, the header sits
 * over it (transparent until the page scrolls).
 * In every layout the page is full width: each block picks its own column, so bands can bleed.
 *
 * The footer is deferred (`footerDeferred`) unless it may be in view from the start: it is laid out
 * after the first frame (decisions 0077 to 0079), at once in the next if it starts within two and a half
 * screens of the top, otherwise as the visitor nears it or once the page is idle.
 */
export function SiteLayout({
  venue,
  layout,
  heroFirst = false,
  footerDeferred = false,
  children,
}: {
  venue: VenueData;
  layout: LayoutName;
  /** Does the page open with a hero block? */
  heroFirst?: boolean;
  /** Is the footer kept out of the first frame (deferFooter)? */
  footerDeferred?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const overlay = layout !== "default" && heroFirst;
  // The page a link led to could not load its code offline: say so where it would be.
  const offlineTarget = useSyncExternalStore(progress.subscribe, progress.offlinePage, () => undefined);
  return (
    <VenueContext.Provider value={venue}>
      <div className={styles.site} data-layout={layout}>
        <a className="skip-link" href="#main">
          {t("site.skipToContent")}
        </a>
        <Header overlay={overlay} />
        <main id="main" className={layout === "default" ? styles.content : styles.fullBleed} tabIndex={-1}>
          {offlineTarget === undefined ? children : <OfflineNavigationPage target={offlineTarget} />}
        </main>
        <Footer deferred={footerDeferred} />
      </div>
    </VenueContext.Provider>
  );
}
