// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { ASKED_ATTRIBUTE, BANNER_ID, PREFERENCES_EVENT } from "./banner-ids";
import { bannerSection } from "./banner-markup";
import {
  CATEGORY_SIGNALS,
  CHOSEN_STYLE_ID,
  CONSENT_COOKIE,
  CONSENT_DEFAULTS_SCRIPT,
  CONSENT_MAX_AGE_DAYS,
} from "./consent-mode";
import { consentBannerScript } from "./ConsentBanner";
import { consentUpdate } from "./gtag";
import wireConsentBanner from "./consent-banner.inline";
import { storedConsent } from "./useConsent";

const gtag = vi.fn();

/** The banner's script, run on the document as it stands. */
const wire = () =>
  wireConsentBanner(
    BANNER_ID,
    CONSENT_COOKIE,
    CONSENT_MAX_AGE_DAYS,
    CATEGORY_SIGNALS,
    PREFERENCES_EVENT,
    ASKED_ATTRIBUTE,
    CHOSEN_STYLE_ID,
  );

function page(locale: "it" | "en" = "it") {
  document.documentElement.lang = locale;
  document.head.innerHTML = "";
  document.body.innerHTML = `<a class="skip-link" href="#main">skip</a><main id="main"><a href="/menu">Menu</a></main>${bannerSection(locale, undefined)}`;
  wire();
  return document.getElementById(BANNER_ID)!;
}
const press = (banner: HTMLElement, value: string) =>
  banner.querySelector<HTMLButtonElement>(`button[data-consent="${value}"]`)!.click();

beforeEach(() => {
  (window as unknown as { gtag: typeof gtag }).gtag = gtag;
  gtag.mockClear();
  document.cookie = `${CONSENT_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
});
afterEach(() => vi.useRealTimers());

test("accept all writes the library's cookie with every category, sends the update for all, raises the library's events, and hides only the banner", () => {
  const banner = page("en");
  const events: string[] = [];
  for (const name of ["cc:onFirstConsent", "cc:onConsent"])
    addEventListener(name, () => events.push(name), { once: true });
  press(banner, "all");
  expect(storedConsent(document.cookie)).toEqual(["necessary", "analytics", "advertising", "experience"]);
  expect(gtag).toHaveBeenCalledWith(
    "consent",
    "update",
    consentUpdate(["necessary", "analytics", "advertising", "experience"]),
  );
  expect(events).toEqual(["cc:onFirstConsent", "cc:onConsent"]);
  expect(banner.hidden).toBe(true);
  expect(document.documentElement.getAttributeNames()).toEqual(["lang"]);
});

test("reject all keeps only the necessary category and denies every signal; the cookie has the library's fields", () => {
  vi.useFakeTimers({ now: new Date("2026-11-28T12:00:00Z"), toFake: ["Date"] });
  press(page("it"), "necessary");
  expect(gtag).toHaveBeenCalledWith("consent", "update", consentUpdate(["necessary"]));
  const value = /salone_consent=([^;]+)/.exec(document.cookie)![1]!;
  const cookie = JSON.parse(decodeURIComponent(value));
  expect(cookie).toMatchObject({
    categories: ["necessary"],
    revision: 0,
    data: null,
    consentTimestamp: "2026-11-28T12:00:00.000Z",
    lastConsentTimestamp: "2026-11-28T12:00:00.000Z",
    services: { necessary: [], analytics: [], advertising: [], experience: [] },
    languageCode: "it",
    expirationTime: Date.parse("2026-11-28T12:00:00Z") + CONSENT_MAX_AGE_DAYS * 864e5,
  });
  expect(cookie.consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test("customise writes nothing: it marks the banner and asks the page's code for the preferences", () => {
  const banner = page();
  const asked = vi.fn();
  addEventListener(PREFERENCES_EVENT, asked, { once: true });
  press(banner, "preferences");
  expect(asked).toHaveBeenCalledOnce();
  expect(banner.hasAttribute(ASKED_ATTRIBUTE)).toBe(true);
  expect(document.cookie).not.toContain(CONSENT_COOKIE);
  expect(gtag).not.toHaveBeenCalled();
  expect(banner.hidden).toBe(false);
});

/** The first frame drawn, and the task after it. */
const afterFirstFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

test("on a first visit with nothing focused the banner takes focus once the first frame is drawn; Tab past its last control goes to the page's first", async () => {
  const banner = page();
  // Not while the page is parsed: focus would lay out all of it there.
  expect(document.activeElement).toBe(document.body);
  await afterFirstFrame();
  expect(document.activeElement).toBe(banner.firstElementChild);
  const last = banner.querySelector<HTMLAnchorElement>(".links a:last-child")!;
  last.focus();
  const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
  last.dispatchEvent(tab);
  expect(tab.defaultPrevented).toBe(true);
  expect(document.activeElement).toBe(document.querySelector(".skip-link"));
});

test("while React hydrates, its listener on the document stopping a click or Tab in the banner does not keep either from the banner", () => {
  const banner = page("en");
  // React 19 does this in the capture phase for an event it cannot dispatch before the page is hydrated.
  const stop = (event: Event) => event.stopPropagation();
  for (const type of ["click", "keydown"]) document.addEventListener(type, stop, true);
  try {
    const last = banner.querySelector<HTMLAnchorElement>(".links a:last-child")!;
    last.focus();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    last.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(document.querySelector(".skip-link"));
    press(banner, "all");
    expect(banner.hidden).toBe(true);
    expect(storedConsent(document.cookie)).toEqual(["necessary", "analytics", "advertising", "experience"]);
  } finally {
    for (const type of ["click", "keydown"]) document.removeEventListener(type, stop, true);
  }
});

test("the banner leaves alone what the visitor focused before the first frame", async () => {
  page();
  const link = document.querySelector<HTMLAnchorElement>("#main a")!;
  link.focus();
  await afterFirstFrame();
  expect(document.activeElement).toBe(link);
});

test("for a visitor whose choice the head script found, the script wires nothing and takes no focus", () => {
  document.head.innerHTML = `<style id="${CHOSEN_STYLE_ID}"></style>`;
  document.body.innerHTML = bannerSection("it", undefined);
  const banner = document.getElementById(BANNER_ID)!;
  const focused = document.activeElement;
  wire();
  expect(document.activeElement).toBe(focused);
  press(banner, "all");
  expect(gtag).not.toHaveBeenCalled();
});

test("the banner is a dialog named by its title and described by its text, with the three choices and the policy links", () => {
  document.body.innerHTML = bannerSection("en", "12345678");
  const banner = document.getElementById(BANNER_ID)!;
  expect(banner.getAttribute("role")).toBe("dialog");
  expect(document.getElementById(banner.getAttribute("aria-labelledby")!)!.textContent).toBe("Cookies and privacy");
  expect(document.getElementById(banner.getAttribute("aria-describedby")!)!.textContent).toMatch(
    /only with your consent/,
  );
  expect([...banner.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
    "Accept all",
    "Reject all",
    "Customise",
  ]);
  expect([...banner.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
    "https://www.iubenda.com/privacy-policy/12345678",
    "https://www.iubenda.com/privacy-policy/12345678/cookie-policy",
  ]);
});

test("as the page runs them, the head script and then the banner's script: accept all grants every signal the head script declared", () => {
  document.documentElement.lang = "it";
  document.head.innerHTML = "";
  document.body.innerHTML = bannerSection("it", undefined);
  // Indirect eval runs each as a classic script of the page does, its `var`s and functions global.
  (0, eval)(CONSENT_DEFAULTS_SCRIPT);
  const pushed = vi.fn();
  (window as unknown as { dataLayer: { push(entry: IArguments): void } }).dataLayer.push = (entry) =>
    pushed([...entry]);
  (0, eval)(consentBannerScript());
  press(document.getElementById(BANNER_ID)!, "all");
  expect(pushed).toHaveBeenCalledWith([
    "consent",
    "update",
    consentUpdate(["necessary", "analytics", "advertising", "experience"]),
  ]);
  expect(storedConsent(document.cookie)).toEqual(["necessary", "analytics", "advertising", "experience"]);
});
