import { renderToStaticMarkup } from "react-dom/server";
import { NestedErrorFallback } from "./NestedErrorGuard";

/** The nested-error fallback as a whole static document, for the server (no scripts: nothing left to fail). */
export function nestedErrorDocument(error: unknown): string {
  const body = renderToStaticMarkup(<NestedErrorFallback error={error} />);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error</title></head><body>${body}</body></html>`;
}
