/**
 * The offline page: static HTML, one per language, served by the service worker only when a page
 * is neither reachable nor cached. No inline script or style, so any Content-Security-Policy allows it.
 * It and the files it links to are part of the worker's script (vite-plugin.ts): none is on the server.
 */
import { BRAND } from "../../app/pwa/brand.ts";
import { OFFLINE_LOGO, OFFLINE_STYLESHEET } from "../../app/pwa/warm-up.ts";
import en from "../../app/i18n/messages/common/en.ts";
import it from "../../app/i18n/messages/common/it.ts";
import type { Locale } from "../../site/locales";

const catalogues = { it, en } as const;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function offlinePage(locale: Locale): string {
  const t = catalogues[locale];
  const home = locale === "it" ? "/" : `/${locale}`;
  return `<!doctype html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${BRAND.orange}">
<title>${escape(t["offline.title"])} · ${escape(BRAND.name)}</title>
<link rel="icon" href="${OFFLINE_LOGO}" type="image/svg+xml">
<link rel="stylesheet" href="${OFFLINE_STYLESHEET}">
</head>
<body>
<main>
<img src="${OFFLINE_LOGO}" alt="${escape(BRAND.name)}" width="112" height="112">
<h1>${escape(t["offline.title"])}</h1>
<p>${escape(t["offline.body"])}</p>
<p class="actions"><a class="button" href="">${escape(t["offline.retry"])}</a> <a href="${home}">${escape(t["error.backHome"])}</a></p>
</main>
</body>
</html>
`;
}

export function offlineStylesheet(): string {
  return `:root{color-scheme:light;--teal:${BRAND.teal};--orange:${BRAND.orange};--paper:${BRAND.paper}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--paper);color:#1f2a2e;
font:1.125rem/1.6 "Source Sans 3","Segoe UI",system-ui,-apple-system,"Helvetica Neue",Arial,sans-serif}
main{max-width:34rem;padding:2rem 1.5rem;text-align:center}
h1{font-family:"Cormorant Garamond","Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif;font-size:2.4rem;line-height:1.15;color:var(--teal);margin:1.5rem 0 .75rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem 1.5rem;justify-content:center;align-items:center;margin-top:2rem}
a{color:var(--teal);font-weight:600}
a.button{display:inline-block;padding:.7rem 1.4rem;border-radius:6px;background:var(--teal);color:var(--paper);text-decoration:none}
a:focus-visible{outline:3px solid var(--orange);outline-offset:3px}
`;
}
