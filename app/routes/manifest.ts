import { manifestIcons } from "virtual:salone-pwa-assets";
import type { Route } from "./+types/manifest";
import { loadContent } from "~/content-client/fetch.server";
import { withoutStega } from "~/content-client/scope.server";
import { SETTINGS_QUERY } from "~/chrome/queries";
import type { SiteSettings } from "~/content-client/types";
import { DEFAULT_LOCALE, isLocale } from "@site/locales";
import { webManifest } from "~/pwa/manifest";

/**
 * GET /manifest.webmanifest (`?lang=en` for English): the web app manifest, with the name and theme
 * colour of the site settings. Revalidated on every use (`no-cache`), so a settings change shows up
 * at the next visit. It always answers: without settings it describes the brand's fixed identity.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  let settings: SiteSettings | null = null;
  try {
    // A program reads the manifest: no stega in it, even in preview.
    settings = await withoutStega(() => loadContent("settings", SETTINGS_QUERY, { locale }));
  } catch {
    // The content service is down: the fallback identity keeps the manifest valid.
  }
  return new Response(JSON.stringify(webManifest(settings, locale, manifestIcons)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
