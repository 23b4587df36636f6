import { Suspense, lazy, useSyncExternalStore } from "react";
import { PreviewBadge } from "./PreviewBadge";

/**
 * Visual editing's overlays: a chunk of their own again, loaded in the browser once the page has
 * hydrated. They draw nothing on the server, where importing the library (and its UI kit) would
 * only hold up the page.
 */
const PreviewEditing = lazy(() => import("./PreviewEditing"));

/**
 * What an editor in preview sees over the page: the badge with its way out, and visual editing's
 * overlays. A chunk of its own, which only a preview page loads (PreviewSlot): none of it is in a
 * visitor's first load.
 */
export default function PreviewTools() {
  // Not before this chunk's own markup has hydrated: the server drew no overlays (its snapshot: false).
  const hydrated = useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
  return (
    <>
      <PreviewBadge />
      {hydrated ?
        <Suspense>
          <PreviewEditing />
        </Suspense>
      : null}
    </>
  );
}

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;
