import { headLinks } from "virtual:salone-pwa-assets";
import type { Locale } from "@site/locales";
import { useHydrated } from "~/browser/hydrated";
import { manifestHref } from "./manifest";

/**
 * The icon and splash-image links are static markup that only matters to the first document (the
 * browser reads them from the HTML; nothing changes them later): they are rendered by the server
 * alone, and their list (7 KB) stays out of the browser's code. React 19 leaves head tags it does not
 * render itself in place when it hydrates.
 */
const serverHeadLinks = import.meta.env.SSR ? headLinks : [];

/**
 * The installable site's head: the web app manifest (in the page's language), favicons, the
 * apple-touch-icon and the iOS splash images, all generated at build time from one logo.
 *
 * The manifest's link comes once the page has hydrated (after its first screen is painted:
 * chrome/LateScripts). Chrome fetches a linked manifest at once, then the icon it names to check that
 * the site is installable: two requests that shared a phone's first round trips with the first
 * screen's image and stylesheet (decision 0073). Installing needs the service worker, which the
 * page's code registers: nothing is lost by linking it then, and React keeps its language in step
 * across client-side navigations.
 */
export function AppHead({ locale }: { locale: Locale }) {
  const installable = useHydrated();
  return (
    <>
      {installable && <link rel="manifest" href={manifestHref(locale)} />}
      {serverHeadLinks.map((link) => (
        <link key={link.href} {...link} />
      ))}
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-status-bar-style" content="default" />
    </>
  );
}
