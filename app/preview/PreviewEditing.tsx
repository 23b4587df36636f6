import {
  VisualEditing,
  type HistoryAdapter,
  type HistoryAdapterNavigate,
  type HistoryRefresh,
} from "@sanity/visual-editing/react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";

/**
 * Click-to-edit in preview (loaded only there, lazily: root.tsx): the overlays of
 * @sanity/visual-editing over every text that carries stega (content/stega.server.ts), each naming
 * its document and field and linking into the Studio.
 *
 * Framed by the Studio's Presentation tool, the page and the Studio keep each other's location
 * (`history`), and when the Studio says a document changed (`refresh`) the page's loaders run again,
 * so the edit shows within a round trip. Outside the Studio there is no channel to it, and nothing
 * listens. (The library's React Router entry does the same, but mounts a React root of its own,
 * which made the build split React DOM's client out of the first load's chunk into one more file.)
 */
export default function PreviewEditing() {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const latestRevalidator = useRef(revalidator);
  const studio = useRef<HistoryAdapterNavigate | undefined>(undefined);

  useEffect(() => {
    latestRevalidator.current = revalidator;
  }, [revalidator]);

  const history = useMemo<HistoryAdapter>(
    () => ({
      subscribe: (studioNavigate) => {
        studio.current = studioNavigate;
        return () => {
          studio.current = undefined;
        };
      },
      update: (update) => {
        if (update.type === "pop") void navigate(-1);
        else void navigate(update.url, { replace: update.type === "replace" });
      },
    }),
    [navigate],
  );

  const url = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    studio.current?.({ type: "push", url });
  }, [url]);

  // A change the Studio reports (an edit, or its refresh button): the page's loaders run again.
  const refresh = useCallback((_change: HistoryRefresh) => latestRevalidator.current.revalidate(), []);

  return <VisualEditing portal history={history} refresh={refresh} />;
}
