import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { BANNER_ID } from "./banner-ids";
import { CHOSEN_STYLE_ID, CONSENT_COOKIE, CONSENT_DEFAULTS, CONSENT_DEFAULTS_SCRIPT } from "./consent-mode";
import { consentUpdate } from "./gtag";
import { storedConsent } from "./useConsent";
import readCookieSource from "@site/read-cookie.inline?script";

/** Runs the head script as a browser would, with `cookie` as document.cookie; returns the dataLayer. */
function runHeadScript(cookie = "", head: { id: string; textContent: string }[] = []): unknown[][] {
  const document = {
    cookie,
    head: { appendChild: (node: { id: string; textContent: string }) => head.push(node) },
    createElement: () => ({ id: "", textContent: "" }),
  };
  const window: Record<string, unknown> = { document, Array };
  window.window = window;
  runInNewContext(CONSENT_DEFAULTS_SCRIPT, window);
  const dataLayer = window.dataLayer;
  if (!Array.isArray(dataLayer)) throw new Error("the head script left no dataLayer");
  return dataLayer.map((entry: ArrayLike<unknown>) => Array.from(entry));
}

const stored = (categories: string[]) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories, revision: 0 }))}`;

test("the defaults deny ad and analytics storage, ad user data and personalisation, and wait 2000 ms for an update", () => {
  expect(CONSENT_DEFAULTS).toEqual({
    ad_storage: "denied",
    analytics_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    wait_for_update: 2000,
  });
});

test("a first visit's head script pushes the defaults and nothing else", () => {
  expect(runHeadScript()).toEqual([["consent", "default", CONSENT_DEFAULTS]]);
  expect(runHeadScript("salone_locale=en")).toEqual([["consent", "default", CONSENT_DEFAULTS]]);
});

test("each purpose grants its own signals; necessary grants none", () => {
  expect(consentUpdate(["necessary"])).toEqual({
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    functionality_storage: "denied",
    personalization_storage: "denied",
  });
  expect(consentUpdate(["necessary", "analytics"])).toMatchObject({
    analytics_storage: "granted",
    ad_storage: "denied",
  });
  expect(consentUpdate(["advertising"])).toMatchObject({
    ad_storage: "granted",
    ad_user_data: "granted",
    ad_personalization: "granted",
    analytics_storage: "denied",
  });
  expect(consentUpdate(["experience"])).toMatchObject({
    functionality_storage: "granted",
    personalization_storage: "granted",
    ad_storage: "denied",
  });
});

test("a returning visitor's stored choice is applied by the head script, exactly as the banner would send it", () => {
  for (const categories of [
    ["necessary"],
    ["necessary", "analytics"],
    ["necessary", "analytics", "advertising", "experience"],
  ]) {
    expect(runHeadScript(`other=1; ${stored(categories)}; salone_locale=it`)).toEqual([
      ["consent", "default", CONSENT_DEFAULTS],
      ["consent", "update", consentUpdate(categories)],
    ]);
  }
});

test("a damaged cookie leaves the defaults alone", () => {
  expect(runHeadScript(`${CONSENT_COOKIE}=%7Bnot-json`)).toEqual([["consent", "default", CONSENT_DEFAULTS]]);
});

test("a stored choice hides the first-visit banner from the head, before anything is drawn; no choice, or a damaged one, leaves it", () => {
  const head: { id: string; textContent: string }[] = [];
  runHeadScript(stored(["necessary"]), head);
  expect(head).toEqual([{ id: CHOSEN_STYLE_ID, textContent: `#${BANNER_ID}{display:none!important}` }]);
  for (const cookie of [
    "",
    `${CONSENT_COOKIE}=%7Bnot-json`,
    `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ revision: 0 }))}`,
  ]) {
    const none: { id: string; textContent: string }[] = [];
    runHeadScript(cookie, none);
    expect(none).toEqual([]);
  }
});

test("the head script reads the consent cookie with the site's one parser, as the page's code does", () => {
  expect(CONSENT_DEFAULTS_SCRIPT).toContain(readCookieSource);
  const choice = encodeURIComponent(JSON.stringify({ categories: ["necessary", "analytics"] }));
  for (const cookie of [
    `${CONSENT_COOKIE}=${choice}`,
    `a=1;${CONSENT_COOKIE}=${choice}`,
    `${CONSENT_COOKIE} = ${choice} ; b=2`,
    `${CONSENT_COOKIE}=${choice}; ${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories: ["necessary"] }))}`,
    `x${CONSENT_COOKIE}=${choice}`,
    `${CONSENT_COOKIE}=`,
  ]) {
    const categories = storedConsent(cookie);
    const expected =
      categories ?
        [
          ["consent", "default", CONSENT_DEFAULTS],
          ["consent", "update", consentUpdate(categories)],
        ]
      : [["consent", "default", CONSENT_DEFAULTS]];
    expect(runHeadScript(cookie), cookie).toEqual(expected);
  }
});
