/**
 * The files and folders the build's rules name, as paths from the project's root. A rule that names a
 * file that has moved matches nothing, silently: paths.test.ts checks that each exists.
 */
export const BUILD_PATHS = {
  firstLoadRoots: ["app/entry.client.tsx", "app/root.tsx", "app/routes/locale-layout.tsx", "app/routes/home.tsx"],
  appFolders: ["app/", "site/"],
  routeModules: ["app/routes/", "app/root.tsx", "app/entry.client.tsx"],
  firstLoadShared: ["app/i18n/catalogue.ts"],
  mobileMenuChunk: ["app/chrome/MobileMenu.tsx", "app/browser/modal.ts"],
  dietarySymbolsChunk: ["app/menu/DietaryIcons.tsx"],
  menuItemsChunk: ["app/menu/MenuItem.tsx", "app/blocks/MenuGallery.tsx", "app/content-client/allergens.ts"],
  subMenuChunk: ["app/blocks/SubMenu.tsx", "app/i18n/messages/blocks/"],
  reactDom: ["node_modules/react-dom/index.js", "node_modules/react-dom/cjs/react-dom.production.js"],
  previewOnly: ["app/preview/PreviewTools.tsx", "app/preview/PreviewEditing.tsx"],
  consentLibraryStyles: "node_modules/vanilla-cookieconsent/dist",
} as const;

/** A path from the root as a pattern's source, its separators either way ("/" or "\\"). */
export function pathSource(relative: string): string {
  return relative
    .split("/")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\\\/]");
}

/**
 * A module id that is one of these files, a query after it or not (React Router's route modules), or
 * under one of these folders, for a path ending in "/".
 */
export function pathPattern(paths: readonly string[]): RegExp {
  return new RegExp(
    `[\\\\/](?:${paths.map((file) => pathSource(file) + (file.endsWith("/") ? "" : "(?=$|\\?)")).join("|")})`,
  );
}
