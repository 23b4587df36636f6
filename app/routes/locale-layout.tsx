import { Outlet, useMatches, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/locale-layout";
import { SETTINGS_QUERY } from "~/content/queries";
import { loadContent } from "~/content/fetch.server";
import type { SiteSettings } from "~/content/types";
import { SiteLayout, layoutName } from "~/layouts/SiteLayout";
import { unavailable } from "~/lib/http-errors";

/**
 * The parent of every screen of one locale variant: loads the site settings the chrome needs
 * (header, navigation, footer) and wraps the screen in the layout its page asks for.
 */
export async function loader() {
  const settings = await loadContent<SiteSettings | null>("settings", SETTINGS_QUERY);
  if (!settings) unavailable("The site settings document is missing");
  return { settings };
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // Settings do not change between pages of one visit; they reload when the locale changes.
  const localeOf = (url: URL) => /^\/(en|it)(\/|$)/.exec(url.pathname)?.[1] ?? "";
  if (localeOf(currentUrl) !== localeOf(nextUrl)) return true;
  return currentUrl.pathname === nextUrl.pathname ? defaultShouldRevalidate : false;
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data as { layout?: string | null; page?: { blocks?: { _type?: string }[] | null } } | undefined;
  const heroFirst = leaf?.page?.blocks?.[0]?._type === "hero";
  return (
    <SiteLayout settings={loaderData.settings} layout={layoutName(leaf?.layout)} heroFirst={heroFirst}>
      <Outlet />
    </SiteLayout>
  );
}
