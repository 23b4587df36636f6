import { expect, test } from "vitest";
import { OFFLINE_LOGO, OFFLINE_STYLESHEET } from "../../app/pwa/warm-up";
import { offlinePage } from "./offline-page";

test("the offline page exists in both languages, with a way to retry and a way home", () => {
  const it = offlinePage("it");
  expect(it).toContain('<html lang="it"');
  expect(it).toContain("<h1>Sei offline</h1>");
  expect(it).toContain('href="/">Torna alla home');
  const en = offlinePage("en");
  expect(en).toContain('<html lang="en"');
  expect(en).toContain("<h1>You are offline</h1>");
  expect(en).toContain('<a class="button" href="">Try again</a>');
  expect(en).toContain('href="/en">');
});

test("it needs no inline script or style, so the Content-Security-Policy allows it as it is, and it is not indexed", () => {
  for (const html of [offlinePage("it"), offlinePage("en")]) {
    expect(html).not.toMatch(/<script|<style|style=/);
    expect(html).toContain(`<link rel="stylesheet" href="${OFFLINE_STYLESHEET}">`);
    expect(html).toContain(`<img src="${OFFLINE_LOGO}"`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  }
});
