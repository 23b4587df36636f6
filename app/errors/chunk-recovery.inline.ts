import type { HANDLED_MARK } from "~/browser/chunk-handled";
import type { ChunkRecover } from "./chunk-reload";

/**
 * Runs as an inline script in <head>, before any module script, because it must catch the failure
 * of the very modules that would otherwise install it. The server inlines it minified
 * (`./chunk-recovery.inline?script`, build-plugins/inline-script.ts): it must not use anything from
 * outside its own body but types.
 */
export default function installChunkRecovery(
  storageKey: string,
  guardMs: number,
  failureEvent: string,
  handledMark: typeof HANDLED_MARK,
  onlineGraceMs: number,
  offlineEvent: string,
  location: Pick<Location, "reload" | "assign"> = window.location,
): void {
  const w = window;
  let reloading = false;
  /** A failure met offline that needs the page loaded once the browser is back online. */
  let offlineFailure: { reason: string; href?: string } | undefined;
  const offline = () => w.navigator.onLine === false;
  const claim = (): boolean => {
    try {
      const now = Date.now();
      const last = Number(w.sessionStorage.getItem(storageKey));
      if (last > 0 && now >= last && now - last < guardMs) return false;
      w.sessionStorage.setItem(storageKey, String(now));
      return true;
    } catch {
      // Nowhere to remember the reload: never reload, or a broken deploy could loop.
      return false;
    }
  };
  const fail = (reason: string) => {
    w.dispatchEvent(new CustomEvent(failureEvent, { detail: { reason, target: recover.target } }));
  };
  const recover: ChunkRecover = (reason, href, failedOffline = offline()) => {
    if (reloading) return true;
    if (failedOffline) {
      const target = href || recover.target;
      // Code loaded on demand is loaded again by its caller; the page's own code, or the page a
      // navigation waits for, needs a page load once the network is back.
      if (target || reason === "script" || reason === "route-module") offlineFailure = { reason, href: target };
      // Meanwhile the visitor is told, in place of the page that cannot come (the app's offline page).
      if (target) w.dispatchEvent(new CustomEvent(offlineEvent, { detail: { reason, target } }));
      return false;
    }
    if (!claim()) {
      fail(reason);
      return false;
    }
    reloading = true;
    const destination = href || recover.target;
    if (destination) location.assign(destination);
    else location.reload();
    return true;
  };
  w.__saloneChunkRecovery = recover;

  document.addEventListener(
    "error",
    (event) => {
      const el = event.target;
      if (!(el instanceof HTMLScriptElement) || el.type !== "module") return;
      if (el.src && new URL(el.src).origin !== w.location.origin) return;
      recover("script");
    },
    true,
  );
  /** When the browser last came back online (the `online` event). */
  let backOnline = -Infinity;
  w.addEventListener("vite:preloadError", (event) => {
    const error = event.payload;
    // Offline or not when it failed, not when the timer runs: a timer can come late (a tab in the
    // background, a busy page) and find the network back, and code loaded on demand that failed
    // offline is loaded again by its caller (no reason to reload). A failure told just after the
    // network came back was met offline too: the browser reports a request's failure, or the next
    // one of the same import, some time after the request went out.
    const failedOffline = offline() || Date.now() - backOnline < onlineGraceMs;
    // The caller's catch runs in the microtasks after this event: give it the chance to mark the error.
    setTimeout(() => {
      if (!(error && error[handledMark])) recover("preload", undefined, failedOffline);
    }, 0);
  });
  w.addEventListener("unhandledrejection", (event) => {
    // A rejection's reason is any value at all: read as an error, whose message may be missing.
    const reason = event.reason as { message?: unknown } | undefined;
    const message = String((reason && reason.message) || reason);
    if (
      /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/i.test(
        message,
      )
    ) {
      recover("import");
    }
  });
  w.addEventListener("online", () => {
    backOnline = Date.now();
    const failure = offlineFailure;
    offlineFailure = undefined;
    // A navigation the visitor has given up meanwhile needs nothing.
    if (failure && (!failure.href || failure.href === recover.target)) recover(failure.reason, failure.href);
  });
  // Not in every browser yet (the Navigation API), whatever the DOM's types say.
  const navigation: Navigation | undefined = w.navigation;
  navigation?.addEventListener("navigate", (event) => {
    const e = event;
    if (reloading || e.navigationType !== "reload" || e.userInitiated || !e.cancelable) return;
    if (offline()) {
      e.preventDefault();
      recover("route-module");
      return;
    }
    // React Router reloads the page it is leaving; the visitor asked for the one it was going to.
    if (recover.target) e.preventDefault();
    if (!claim()) {
      e.preventDefault();
      fail("route-module");
      return;
    }
    reloading = true;
    if (recover.target) location.assign(recover.target);
  });
}
