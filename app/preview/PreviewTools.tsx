import { PreviewBadge } from "./PreviewBadge";
import PreviewEditing from "./PreviewEditing";

/**
 * What an editor in preview sees over the page: the badge with its way out, and visual editing's
 * overlays. A chunk of its own, which only a preview page loads (PreviewSlot): none of it is in a
 * visitor's first load.
 */
export default function PreviewTools() {
  return (
    <>
      <PreviewBadge />
      <PreviewEditing />
    </>
  );
}
