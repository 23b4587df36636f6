import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { VenueContext } from "~/venue/SiteSettings";
import type { SiteSettings } from "~/content-client/types";
import { I18nProvider } from "~/i18n/context";
import type { Locale } from "@site/locales";
import { italianMessages, withFallback } from "~/i18n/messages";
import en from "~/i18n/messages/common/en";

/** Renders UI as a page does: inside a router, the page's locale and the site settings. (Tests only.) */
export function renderPage(ui: ReactNode, options: { locale?: Locale; settings?: SiteSettings; path?: string } = {}) {
  const locale = options.locale ?? "it";
  const messages = locale === "en" ? withFallback(en) : italianMessages();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <I18nProvider locale={locale} prefix={locale === "en" ? "en" : ""} messages={messages}>
            <VenueContext.Provider value={{ settings: options.settings ?? { _id: "siteSettings" } }}>
              {ui}
            </VenueContext.Provider>
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [options.path ?? (locale === "en" ? "/en" : "/")] },
  );
  return render(<RouterProvider router={router} />);
}
