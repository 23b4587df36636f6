"use client";
import type { ReactNode } from "react";
import { Links, Meta, ScrollRestoration } from "react-router";
import type { Locale, UrlPrefix } from "@shared/locales";
import type { PublicConfig } from "@shared/config.server";
import type { Messages } from "~/i18n/messages";
import { I18nProvider } from "~/i18n/context";
import { SiteConfigContext } from "~/request/SiteConfig";
import { ConsentDefaults } from "~/consent/ConsentDefaults";
import { ConsentManager } from "~/consent/ConsentManager";
import { ConsentBanner } from "~/consent/ConsentBanner";
import { AppHead } from "~/pwa/AppHead";
import { ProgressBar } from "~/chrome/ProgressBar";
import { OfflineNotice } from "~/pwa/OfflineNotice";
import { LoadFailedNotice } from "~/errors/LoadFailedNotice";
import { ChunkRecoveryScript } from "~/errors/chunk-reload";
import { ScrollManager } from "~/chrome/scroll";
import { DeferredBlocks } from "~/chrome/deferred-blocks";
import { SiteLinks } from "~/chrome/site-links";
import { SiteLayout } from "~/chrome/SiteLayout";
import type { VenueData } from "~/venue/SiteSettings";
import { WebFonts } from "~/styles/web-fonts";
import "~/styles/global.css";

// Every block's stylesheet, as the site's block registry brings them into every page's first load
// (app/blocks/index.ts): the same stylesheet as the site's, for the same cost of style and layout.
import.meta.glob("../../../../app/blocks/*.module.css", { eager: true, query: "?styles" });

/**
 * The site's document (app/root.tsx's Layout and the locale layout's SiteLayout) as one client
 * component: the chrome stays the site's own code, hydrated as today; the page's content comes in
 * as `children`, rendered by server components. What the real Layout reads from the router's
 * loader data it takes as props here.
 */
export function SpikeDocument(props: { locale: Locale; prefix: UrlPrefix; messages: Messages; config: PublicConfig; venue: VenueData; children: ReactNode }) {
  const { locale, prefix, messages, config, venue, children } = props;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <ConsentDefaults />
        <ChunkRecoveryScript />
        <WebFonts startEvent="load" />
        <Meta />
        <Links />
        <AppHead locale={locale} />
      </head>
      <body>
        <SiteConfigContext.Provider value={config}>
          <I18nProvider locale={locale} prefix={prefix} messages={messages}>
            <ProgressBar />
            <SiteLayout venue={venue} layout="default">
              {children}
            </SiteLayout>
            <ConsentManager />
            <ConsentBanner />
            <OfflineNotice />
            <LoadFailedNotice />
            <SiteLinks />
          </I18nProvider>
        </SiteConfigContext.Provider>
        <DeferredBlocks />
        <ScrollRestoration />
        <ScrollManager />
      </body>
    </html>
  );
}
