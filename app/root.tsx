import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  data,
  redirect,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./errors/ErrorPage";
import { NestedErrorGuard } from "./errors/NestedErrorGuard";
import { I18nProvider } from "./i18n/context";
import { italianMessages, loadMessages, loadedMessages } from "./i18n/messages";
import { splitLocalePath, type Locale, type UrlPrefix } from "@site/locales";
import { loadCatalogueAlongData } from "./i18n/catalogue-middleware";
import { publicConfig, type PublicConfig } from "@config/config.server";
import { SiteConfigContext, defaultPublicConfig } from "./request/SiteConfig";
import { PreviewSlot } from "./preview/PreviewSlot";
import { siteRequest } from "./middleware/site-request.server";
import { useNonce } from "./request/nonce";
import { ConsentDefaults } from "./consent/ConsentDefaults";
import { ConsentManager } from "./consent/ConsentManager";
import { ConsentBanner } from "./consent/ConsentBanner";
import { AppHead } from "./pwa/AppHead";
import { ProgressBar } from "./chrome/ProgressBar";
import { LATE_SCRIPTS_STARTED, LateScripts } from "./chrome/LateScripts";
import { OfflineNotice } from "./pwa/OfflineNotice";
import { LoadFailedNotice } from "./errors/LoadFailedNotice";
import { ChunkRecoveryScript } from "./errors/chunk-reload";
import { ScrollManager } from "./chrome/scroll";
import { DeferredBlocks } from "./chrome/deferred-blocks";
import { SITE_LINK, SiteLinks } from "./chrome/site-links";
import { contentAndCacheMiddleware } from "./middleware/root-middleware.server";
import { testFaultMiddleware } from "./middleware/test-faults.server";
import { menuFilterOnlyChange } from "./menu/menu-filter-url";
import { canonicalPath } from "./seo/canonical-path";
import { WebFonts } from "./styles/web-fonts";
import { PREVIEW_ATTRIBUTE } from "./browser/server-markup";
import "./styles/global.css";

/**
 * Preview scope, final Cache-Control and Vary for every request (see root-middleware.server.ts);
 * then, only with TEST_FAULTS, the fault that makes the error page fail (inside: its 500 gets the
 * error policy like any other).
 */
export const middleware: Route.MiddlewareFunction[] = [contentAndCacheMiddleware, testFaultMiddleware];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  // `url` is the page's URL, also for a client-side navigation's data request (`request.url` is then
  // /en.data?_routes=…, which has no locale prefix and would send an English visitor to /en/en.data).
  // One URL per page: repeated slashes and a trailing slash redirect permanently, never off the site.
  const canonical = canonicalPath(url.pathname);
  if (canonical !== null) throw redirect(canonical + url.search, 301);
  const { locale, prefix, redirectTo, preview } = siteRequest({ request, url, context });
  if (redirectTo) {
    throw redirect(redirectTo, { status: 302, headers: { Vary: "Cookie" } });
  }
  // Server side, the catalogue is loaded before render so the component finds it synchronously.
  await loadMessages(locale);
  return data(
    { locale, prefix, config: publicConfig(), preview },
    // Unprefixed URLs answer differently by cookie: caches must key on it.
    { headers: prefix ? {} : { Vary: "Cookie" } },
  );
}

/** A client-side navigation to another language brings its catalogue with the data (i18n/catalogue-middleware). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }, next) => loadCatalogueAlongData(request, next),
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** A change of the menu's filter only changes the query, which nothing here depends on (menu/menu-filter). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return menuFilterOnlyChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

/** The locale of the page: from the root loader, or from the URL when the loader could not run. */
function usePageLocale(): { locale: Locale; prefix: UrlPrefix; config?: PublicConfig; preview?: boolean } {
  const loaded = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  if (loaded) return loaded;
  const { prefix } = splitLocalePath(location.pathname);
  return { locale: prefix || "it", prefix };
}

export function Layout({ children }: { children: ReactNode }) {
  const { locale, prefix, config, preview } = usePageLocale();
  const nonce = useNonce();
  const messages = loadedMessages(locale) ?? italianMessages();
  return (
    // In preview visual editing walks every part of the page (browser/server-markup).
    <html lang={locale} dir="ltr" {...(preview ? { [PREVIEW_ATTRIBUTE]: "" } : {})}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* Consent Mode defaults: before any other script. */}
        <ConsentDefaults />
        {/* Chunk recovery: before the module scripts whose failure it must see. */}
        <ChunkRecoveryScript nonce={nonce} />
        {/* The web faces, with the page's code once its first screen is shown (styles/web-fonts). */}
        {/* In development React Router's scripts are not held back (LateScripts): the faces come on `load`. */}
        <WebFonts
          nonce={nonce}
          startEvent={import.meta.env.DEV ? "load" : LATE_SCRIPTS_STARTED}
          linkSelector={SITE_LINK}
        />
        <Meta />
        <Links />
        <AppHead locale={locale} />
      </head>
      <body>
        <SiteConfigContext.Provider value={config ?? defaultPublicConfig}>
          <I18nProvider locale={locale} prefix={prefix} messages={messages}>
            <ProgressBar />
            {children}
            <ConsentManager />
            {/* After the page, before the notices (which sit above it: ui/Notice.module.css). */}
            <ConsentBanner />
            {/* After the banner too: in a narrow frame its badge sits above it, and an anchor must come first. */}
            {preview ?
              <PreviewSlot />
            : null}
            <OfflineNotice />
            <LoadFailedNotice />
            <SiteLinks />
          </I18nProvider>
        </SiteConfigContext.Provider>
        {/* Before ScrollRestoration: its layout effect must precede the router's scrolling. */}
        <DeferredBlocks />
        <ScrollRestoration nonce={nonce} />
        {/* After ScrollRestoration: its layout effect must follow the router's scrolling. */}
        <ScrollManager />
        {/* The page's code, once its first screen is painted (chrome/LateScripts). */}
        <LateScripts nonce={nonce} preview={preview} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The outermost error page: shown when even the site's chrome could not load (e.g. the content service is down). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NestedErrorGuard>
      <main id="main">
        <ErrorPage error={error} standalone />
      </main>
    </NestedErrorGuard>
  );
}
