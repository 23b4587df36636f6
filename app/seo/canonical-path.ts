/**
 * One URL per page: repeated slashes collapse to one and a trailing slash goes. A redirect built
 * from the result always stays on this site: it starts with exactly one slash, so it can never be
 * read as a protocol-relative address (`//evil.example` would send the browser to another host).
 * Returns null when the path is already canonical.
 */
export function canonicalPath(pathname: string): string | null {
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const canonical = collapsed.length > 1 && collapsed.endsWith("/") ? collapsed.slice(0, -1) : collapsed;
  return canonical === pathname ? null : canonical;
}
