/**
 * The brand's fixed identity: what the logo, icons, splash screens and offline page are made of.
 * Colours a visitor sees in the browser chrome (theme, tile) are site settings; these are their
 * fallbacks when the settings cannot be read.
 */
export const BRAND = {
  name: "Salone Ottavia",
  shortName: "Salone",
  teal: "#0D5357",
  orange: "#E0892B",
  paper: "#F6EFE4",
  slate: "#2F3B40",
} as const;

/** Where the generated icons and splash images are served from (favicon.ico also sits at the root). */
export const ICONS_PATH = "/icons/";

export const MANIFEST_PATH = "/manifest.webmanifest";
export const SERVICE_WORKER_PATH = "/sw.js";
