import { useEffect, useLayoutEffect } from "react";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import { useI18n } from "~/i18n/context";
import { NOT_FOUND_MESSAGE, UNREACHABLE_STATUS, describeError, networkFailure } from "./http-errors";
import { useNotPrerenderedMessage } from "~/request/static-export";
import { LocaleLink } from "../i18n/LocaleLink";
import styles from "./ErrorPage.module.css";
import { propertyOf } from "@site/narrow";
import { syncSmoothScroll } from "~/browser/smooth-scroll";

/** Marker a test-only fault uses to make the error page itself fail (see docs/decisions). */
export const ERROR_PAGE_FAULT = "error-page";

/**
 * The error page of the error catalogue: the status code (the error's status, else its response status, else
 * 500), the message, and a link back to the home page. No stack traces in production. A page whose data
 * request went nowhere is the offline page while the browser is offline; online, the server could not
 * be reached: a 503 that says so, with another try beside the way home.
 */
export function ErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const { t } = useI18n();
  const notPrerendered = useNotPrerenderedMessage(error);
  if (isRouteErrorResponse(error) && propertyOf(error.data, "fault") === ERROR_PAGE_FAULT) {
    throw new Error("Forced failure while rendering the error page");
  }
  const pageClass = standalone ? `${styles.page} ${styles.standalone}` : (styles.page ?? "");
  const failure = networkFailure(error);
  if (failure === "offline") return <OfflinePage className={pageClass} />;
  const { status, message } =
    failure ? { status: UNREACHABLE_STATUS, message: "" } : describeError(error, { production: import.meta.env.PROD });
  const notFound = status === 404;
  const shown =
    notPrerendered ? notPrerendered
    : failure ? t("error.unreachable")
    : notFound && (!message || message === NOT_FOUND_MESSAGE) ? t("error.notFound")
    : status === 503 ? t("error.unavailable")
    : message || t("error.generic");
  return (
    <div className={pageClass}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>{notFound ? t("error.notFoundTitle") : t("error.status", { status })}</h1>
      <p className={styles.message} data-testid="error-message">
        {shown}
      </p>
      <p className={styles.actions}>
        {failure ?
          <RetryButton />
        : null}
        <LocaleLink to="/" className={styles.home}>
          {t("error.backHome")}
        </LocaleLink>
      </p>
    </div>
  );
}

/**
 * Loads the page's data again (the route the visitor was going to is where the router now is). Its
 * words are the offline page's "try again", which the service worker's offline page shares too.
 */
function RetryButton() {
  const { t } = useI18n();
  const { revalidate, state } = useRevalidator();
  return (
    <button type="button" className={styles.home} onClick={() => void revalidate()} disabled={state === "loading"}>
      {t("offline.retry")}
    </button>
  );
}

/**
 * A page the browser could not fetch (a client-side navigation while offline to a page this device
 * has not saved): the offline page's words, not an error status, and another try, by the visitor or
 * by itself once the connection is back. With a `target`, it stands in for a page whose code could
 * not load offline (chrome/progress): the navigation to it is still pending, chunk recovery
 * loads it once back online, and "Try again" loads it at once (offline it would meet the browser's
 * own error page).
 */
function OfflinePage({ className, target }: { className: string; target?: string }) {
  const { t } = useI18n();
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (target) return;
    const retry = () => void revalidate();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [revalidate, target]);
  const retry = () => {
    if (!target) void revalidate();
    else if (navigator.onLine !== false) window.location.assign(target);
  };
  return (
    <div className={className}>
      <h1 className={styles.title}>{t("offline.title")}</h1>
      <p className={styles.message} data-testid="error-message">
        {t("offline.body")}
      </p>
      <p>
        <button type="button" className={styles.home} onClick={retry} disabled={!target && state === "loading"}>
          {t("offline.retry")}
        </button>
      </p>
    </div>
  );
}

/**
 * The offline page in place of a page whose code could not load offline (see OfflinePage). It takes
 * the place of a new page, so it starts at the top, as that page would have: the link may have been
 * far down the page the visitor was reading.
 */
export function OfflineNavigationPage({ target }: { target: string }) {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    syncSmoothScroll();
  }, [target]);
  return <OfflinePage className={styles.page ?? ""} target={target} />;
}
