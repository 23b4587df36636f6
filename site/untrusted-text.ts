/**
 * Is there a C0 control character or DEL in `text`? Browsers drop tabs and newlines from a URL, so
 * `/\t/evil.example` would leave the site: the server refuses such a path (server/hardening.ts), and
 * the preview refuses such a redirect target (app/preview/preview.server.ts).
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
