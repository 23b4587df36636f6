/** The shapes of the generated icon set that the app reads from `virtual:salone-pwa-assets`. */

/** A `<link>` for the document head. */
export interface HeadLink {
  rel: "icon" | "apple-touch-icon" | "apple-touch-startup-image";
  href: string;
  sizes?: string;
  type?: string;
  media?: string;
}

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: "any" | "maskable";
}
