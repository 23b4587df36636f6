import { lazyBlock } from "~/browser/lazy-block";

/**
 * The preview badge's code, outside every visitor's first load (only an editor in preview sees it),
 * loaded as the lazy blocks are: the server before rendering (entry.server), the browser before
 * hydrating when the server drew the badge (entry.client), so it renders at once and hydrates with
 * the page around it.
 */
export const LazyPreviewBadge = lazyBlock(() => import("./PreviewBadge").then((m) => m.PreviewBadge));

/** The id of the badge's element: the browser loads the badge's code when the page holds it. */
export const PREVIEW_BADGE_ID = "preview-badge";
