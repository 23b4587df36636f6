import { useSyncExternalStore, type ReactNode } from "react";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { VenueContext, type VenueData } from "~/venue/SiteSettings";
import { useI18n } from "~/i18n/context";
import { isOneOf } from "@shared/narrow";
import { progress } from "./progress";
import { OfflineNavigationPage } from "~/errors/ErrorPage";
import styles from "./SiteLayout.module.css";

/**
 * What a screen's route module tells the frame (its `handle`). `short`: the screen is rarely more
 * than two screens long on a phone, so its footer is not deferred (see SiteLayout).
 */
export interface ScreenHandle {
  short?: boolean;
}

/**
 * Whether a screen's footer is far below its first screen (SiteLayout's `footerDeferred`): a page of
 * blocks is long when it has blocks below its first (each deferred, held at an estimate taller than
 * a screen); any other screen is long unless its route module says it is short.
 */
export function footerFarDown(screen: { handle?: unknown; blocks?: unknown[] | null } | undefined): boolean {
  if (screen?.blocks) return screen.blocks.length >= 2;
  return (screen?.handle as ScreenHandle | undefined)?.short !== true;
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
 * The footer is deferred (`footerDeferred`) where it is far below the first screen: a long screen
 * lays it out after its first paint (decision 0077). Not on a short one: the browser lays out a
 * deferred box that starts near the first screen (an article's footer, 1,380 px down a phone of 823)
 * in its first frame anyway, in a second pass that costs more than the footer drawn at once.
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
  /** Is the footer far below the first screen? */
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
