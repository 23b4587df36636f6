import { useState } from "react";
import { useDocumentOnly } from "~/request/document-only";
import { useNonce } from "~/request/nonce";

const SELECTOR = 'script[type="application/ld+json"]';

/**
 * Structured data for search engines, in the page body: JSON-LD that the page's loader built and
 * serialised (seo/structured-data.server). A data block is never executed, so the CSP does not
 * apply to it; it still carries the nonce, as every inline script of the page does.
 *
 * A server-rendered document carries it once: the loader data the browser hydrates from leaves it
 * out (request/document-only.ts), so the server renders it from the request's holder and the browser,
 * hydrating, reads back what the markup holds (one StructuredData per page). After a client-side
 * navigation the loader data has it.
 */
export function StructuredData({ items }: { items: string[] | null | undefined }) {
  const nonce = useNonce();
  const documentOnly = useDocumentOnly();
  const [fromMarkup] = useState(() =>
    items || documentOnly || typeof document === "undefined" ?
      undefined
    : [...document.querySelectorAll(SELECTOR)].map((script) => script.textContent ?? ""),
  );
  const shown = items ?? documentOnly?.jsonLd ?? fromMarkup ?? [];
  return (
    <>
      {shown.map((json, i) => (
        <script key={i} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}
