import { Suspense, lazy } from "react";
import "./PreviewBadge.module.css?styles";

/**
 * The preview badge and visual editing's overlays (PreviewTools): a chunk of their own, never in a visitor's
 * first load.
 */
const PreviewTools = lazy(() => import("./PreviewTools"));

/**
 * Where the editor's tools go on a preview page (root.tsx renders it only there). The badge's
 * stylesheet is in the site's, apart from its class names, so the server's badge is styled before
 * the chunk arrives.
 */
export function PreviewSlot() {
  return (
    <Suspense>
      <PreviewTools />
    </Suspense>
  );
}
