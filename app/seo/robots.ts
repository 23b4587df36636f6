/**
 * /robots.txt. Normally everything may be crawled except the server's endpoints; with NOINDEX=true
 * (a staging site) nothing may. Either way it names the sitemap.
 */
export function robotsTxt({ siteUrl, noindex }: { siteUrl: string; noindex: boolean }): string {
  const rules =
    noindex ? ["User-agent: *", "Disallow: /"] : ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /healthz"];
  return [...rules, "", `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml`, ""].join("\n");
}
