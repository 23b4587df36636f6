import { createContext, useContext } from "react";
import type { PublicConfig } from "@config/config.server";

export const defaultPublicConfig: PublicConfig = {
  siteUrl: "",
  projectId: "salone",
  dataset: "production",
  imageUrl: "",
};

export const SiteConfigContext = createContext<PublicConfig>(defaultPublicConfig);

/** The public subset of configuration (from the root loader); never holds a secret. */
export function useSiteConfig(): PublicConfig {
  return useContext(SiteConfigContext);
}
