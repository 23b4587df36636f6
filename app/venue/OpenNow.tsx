import { startTransition, useEffect, useMemo, useState } from "react";
import { useI18n } from "~/i18n/context";
import { afterHydration, hydratedYet } from "~/browser/hydrated";
import { openingStatus, type HoursSettings, type OpeningStatus } from "~/hours/opening-hours";
import { describeStatus } from "~/hours/opening-hours-text";
import { useVenue } from "./SiteSettings";
import styles from "./OpenNow.module.css";

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** One timer for every status on the page, firing on each minute boundary of the browser's clock. */
function scheduleTick() {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      scheduleTick();
    },
    MINUTE - (Date.now() % MINUTE),
  );
}

function subscribeToMinutes(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) scheduleTick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/**
 * The browser's clock to the minute; null on the server and while hydrating (the server's status is
 * shown: no mismatch), then the clock, set after hydration as a transition (browser/hydrated).
 */
function useMinute(): number | null {
  const [now, setNow] = useState<number | null>(() => (hydratedYet() ? currentMinute() : null));
  useEffect(() => {
    afterHydration(() => setNow(currentMinute()));
    return subscribeToMinutes(() => startTransition(() => setNow(currentMinute())));
  }, []);
  return now;
}

/**
 * "Open now · closes at 23:00" / "Closed · opens tomorrow at 12:30". The server renders the status it
 * computed for the request; after hydration the browser recomputes it from its own clock (the
 * visitor's page may come from a cache, or stay open for hours) and again every minute.
 */
export function OpenNowStatus({
  settings,
  serverStatus,
  className,
}: {
  settings: HoursSettings;
  serverStatus: OpeningStatus;
  className?: string;
}) {
  const { locale, t } = useI18n();
  const now = useMinute();
  const status = useMemo(
    () => (now === null ? serverStatus : openingStatus(settings, now)),
    [now, settings, serverStatus],
  );
  const { state, note, detail } = describeStatus(status, locale, t);
  return (
    <p className={[styles.status, className].filter(Boolean).join(" ")} data-open={status.open ? "true" : "false"}>
      <span className={styles.state}>{state}</span>
      {note ?
        <span className={styles.note}>{` · ${note}`}</span>
      : null}
      {detail ?
        <span>{` · ${detail}`}</span>
      : null}
    </p>
  );
}

/** The venue's status, from the settings and the status the server computed (see useVenue). */
export function OpenNow({ className }: { className?: string }) {
  const venue = useVenue();
  if (!venue?.openingStatus) return null;
  return <OpenNowStatus settings={venue.settings} serverStatus={venue.openingStatus} className={className} />;
}
