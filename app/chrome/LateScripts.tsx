import { Scripts } from "react-router";
import { LOCALE_COOKIE_TEMPLATE } from "@site/locales";
import startLateScriptsSource from "./late-scripts.inline?script";

export const LATE_SCRIPTS_ID = "late-scripts";
/**
 * At the latest this long after the page is parsed, its code starts even if `load` has not come (an
 * image that never ends); a visitor who touches the page or a key starts it at once.
 */
export const LATE_SCRIPTS_FALLBACK_MS = 10_000;
/** The window event the inline script sends when it starts the page's code. */
export const LATE_SCRIPTS_STARTED = "salone:late-scripts";

/** The inline script's text; `fallbackMs` 0 starts the code at once. */
export function lateScriptsScript(fallbackMs = LATE_SCRIPTS_FALLBACK_MS): string {
  return `(${startLateScriptsSource})(${JSON.stringify(LATE_SCRIPTS_ID)},${fallbackMs},${JSON.stringify(LOCALE_COOKIE_TEMPLATE)},${JSON.stringify(LATE_SCRIPTS_STARTED)});`;
}

/**
 * React Router's <Scripts/> (its context, the modulepreloads and the module script that imports the
 * entry and the routes' modules) inside a <noscript>, and the inline script that starts them once the
 * first screen is painted (late-scripts.inline.ts). Lighthouse's simulated phone charges every request
 * that ended before the largest paint to that paint; the page's code (about 130 KB gzip) now starts
 * after it. A browser running scripts keeps a <noscript>'s content as text: nothing in it loads or runs
 * until the inline script says so. React hoists a <link> to <head> from anywhere but a <noscript> (or
 * an <svg>), which is why not a <template>. The browser's React renders no children of a <noscript>,
 * so hydration matches. In development, React Router's scripts as they are (Vite's hot reload).
 *
 * In preview the code starts at once: an editor's page is not a visitor's first load, and in the
 * Studio's Presentation tool the frame's largest paint is never reported (the Studio keeps the frame
 * blurred until the page's code answers it), so the page would wait for the fallback, and the Studio
 * would say it cannot connect.
 */
export function LateScripts({ nonce, preview = false }: { nonce?: string; preview?: boolean | undefined }) {
  if (import.meta.env.DEV) return <Scripts nonce={nonce} />;
  return (
    <>
      <noscript id={LATE_SCRIPTS_ID}>
        <Scripts nonce={nonce} />
      </noscript>
      {/* Its text only on the server (the browser has run it before it hydrates): not in the page's code. */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR ? lateScriptsScript(preview ? 0 : LATE_SCRIPTS_FALLBACK_MS) : "",
        }}
      />
    </>
  );
}
