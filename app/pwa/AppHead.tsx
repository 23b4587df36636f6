import { headLinks } from "virtual:salone-pwa-assets";
import type { Locale } from "~/i18n/locales";
import { manifestHref } from "./manifest";

/**
 * The installable site's head: the web app manifest (in the page's language), favicons, the
 * apple-touch-icon and the iOS splash images, all generated at build time from one logo.
 */
export function AppHead({ locale }: { locale: Locale }) {
  return (
    <>
      <link rel="manifest" href={manifestHref(locale)} />
      {headLinks.map((link) => (
        <link key={link.href} {...link} />
      ))}
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-status-bar-style" content="default" />
    </>
  );
}
