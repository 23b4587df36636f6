/** Where the privacy and cookie policies live: the consent provider's pages, or the site's own page. */
export interface PolicyLinks {
  privacy: string;
  cookies: string;
  /** True for the provider's pages (another site); false for the site's own /privacy page. */
  external: boolean;
}

export const IUBENDA_POLICY_BASE = "https://www.iubenda.com/privacy-policy/";

/** `path` turns a site path into the current locale's URL ('/privacy' -> '/en/privacy'). */
export function policyLinks(policyId: string | undefined, path: (to: string) => string = (to) => to): PolicyLinks {
  if (policyId && /^\d+$/.test(policyId)) {
    const privacy = `${IUBENDA_POLICY_BASE}${policyId}`;
    return { privacy, cookies: `${privacy}/cookie-policy`, external: true };
  }
  const own = path("/privacy");
  return { privacy: own, cookies: own, external: false };
}
