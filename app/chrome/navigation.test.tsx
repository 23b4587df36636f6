// @vitest-environment jsdom
import { cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, expect, test } from "vitest";
import { VenueContext } from "~/venue/SiteSettings";
import type { SiteSettings } from "~/content-client/types";
import { I18nProvider } from "~/i18n/context";
import { italianMessages, withFallback } from "~/i18n/messages";
import en from "~/i18n/messages/common/en";
import { useNavigationEntries, type NavigationList } from "./navigation";

afterEach(cleanup);

const settings = {
  _id: "siteSettings",
  navigation: {
    main: [
      { _key: "m", label: { it: "Menù", en: "Menu" }, href: "/menu" },
      { _key: "nowhere", label: { it: "Niente" } },
      { _key: "j", label: { it: "Giornale", en: "Journal" }, href: "/journal" },
      { _key: "map", label: { it: "Mappa" }, href: "https://maps.example/salone" },
    ],
    footer: [{ _key: "p", label: { it: "Privacy", en: "Privacy" }, href: "/privacy" }],
  },
} as unknown as SiteSettings;

function entries(list: NavigationList, locale: "it" | "en", options?: { withHome?: boolean }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VenueContext.Provider value={{ settings }}>
      <I18nProvider
        locale={locale}
        prefix={locale === "en" ? "en" : ""}
        messages={locale === "en" ? withFallback(en) : italianMessages()}
      >
        {children}
      </I18nProvider>
    </VenueContext.Provider>
  );
  return renderHook(() => useNavigationEntries(list, options), { wrapper }).result.current;
}

test("the main navigation is the settings' entries in their order, without those that link nowhere", () => {
  expect(entries("main", "it").map((e) => [e.label, e.href])).toEqual([
    ["Menù", "/menu"],
    ["Giornale", "/journal"],
    ["Mappa", "https://maps.example/salone"],
  ]);
});

test("a page of the site links to the locale's URL, an address off the site stays as written", () => {
  const [menu, , map] = entries("main", "en");
  expect(menu).toMatchObject({ label: "Menu", to: "/en/menu" });
  expect(map).toMatchObject({ label: "Mappa", href: "https://maps.example/salone", to: undefined });
});

test("the mobile menu puts the home page first, named by nav.home, active on the home page only", () => {
  const [home, ...rest] = entries("main", "en", { withHome: true });
  expect(home).toMatchObject({ label: "Home", to: "/en", end: true });
  expect(rest.map((e) => e.end)).toEqual([false, false, false]);
  expect(entries("main", "it", { withHome: true })[0]).toMatchObject({ label: "Home", to: "/" });
});

test("the footer's navigation is its own list", () => {
  expect(entries("footer", "it").map((e) => [e.label, e.to])).toEqual([["Privacy", "/privacy"]]);
});
