import { serializeJsonLd, type JsonLdNode } from "~/lib/seo/json-ld";
import { useNonce } from "~/lib/nonce";

/**
 * Structured data for search engines, in the page body. A data block is never executed, so the
 * CSP does not apply to it; it still carries the nonce, as every inline script of the page does.
 */
export function JsonLd({ data }: { data: JsonLdNode | null | undefined }) {
  const nonce = useNonce();
  if (!data) return null;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
