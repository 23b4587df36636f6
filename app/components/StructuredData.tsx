import { useNonce } from "~/lib/nonce";

/**
 * Structured data for search engines, in the page body: JSON-LD that the page's loader built and
 * serialised (lib/seo/structured-data.server). A data block is never executed, so the CSP does not
 * apply to it; it still carries the nonce, as every inline script of the page does.
 */
export function StructuredData({ items }: { items: string[] | null | undefined }) {
  const nonce = useNonce();
  return (
    <>
      {(items ?? []).map((json, i) => (
        <script key={i} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}
