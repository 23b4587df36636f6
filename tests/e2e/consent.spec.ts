import type { BrowserContext, Page } from "@playwright/test";
import { bannerHasAppeared } from "./support/banner";
import { hydrated, settled } from "./support/settled";
import { startSite } from "./support/stack";
import { expect, test } from "./support/test";
import { PHONE } from "./support/phone";

const DEFAULTS = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  wait_for_update: 2000,
};
const ALL_GRANTED = {
  analytics_storage: "granted",
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  functionality_storage: "granted",
  personalization_storage: "granted",
};
const ALL_DENIED = Object.fromEntries(Object.keys(ALL_GRANTED).map((k) => [k, "denied"]));

/** `gtag('consent', kind, …)` calls in the page's dataLayer, in order. */
async function consentCalls(page: Page, kind: "default" | "update"): Promise<unknown[]> {
  const entries = await page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)),
  );
  return entries.filter((e) => e[0] === "consent" && e[1] === kind).map((e) => e[2]);
}

/**
 * The consent cookie as the browser stores it. A page's `document.cookie` write reaches the browser's
 * cookie store on its own time (the renderer passes it on), so a read of the store right after a
 * click can miss it: when the page holds the cookie, this waits until the store has that value.
 */
async function consentCookie(context: BrowserContext) {
  const stored = async () => (await context.cookies()).find((c) => c.name === "salone_consent");
  const page = context.pages()[0];
  const held = await page?.evaluate(() =>
    document.cookie
      .split("; ")
      .find((c) => c.startsWith("salone_consent="))
      ?.slice("salone_consent=".length),
  );
  if (held !== undefined) await expect.poll(async () => (await stored())?.value).toBe(held);
  return stored();
}

const banner = (page: Page, name = "Cookie e privacy") => page.getByRole("dialog", { name });

test("before any choice, the first script in <head> has set every Consent Mode default to denied", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  const first = await page.evaluate(() => {
    const script = document.head.querySelector("script");
    return { text: script?.textContent ?? "", index: script ? Array.from(document.scripts).indexOf(script) : -1 };
  });
  expect(first.index).toBe(0);
  expect(first.text).toContain("gtag('consent','default'");
  expect(await consentCalls(page, "default")).toEqual([DEFAULTS]);
  expect(await consentCalls(page, "update")).toEqual([]);
  expect(await consentCookie(context)).toBeUndefined();
});

test("continuing to browse grants nothing: scrolling and clicking elsewhere leave the defaults in place", async ({
  page,
  context,
}) => {
  await page.goto("/menu");
  await expect(banner(page)).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await page.getByRole("heading", { level: 1 }).click();
  await page.getByRole("banner").getByRole("link", { name: "Journal" }).first().click();
  await expect(page).toHaveURL(/\/journal$/);
  expect(await consentCalls(page, "update")).toEqual([]);
  expect(await consentCookie(context)).toBeUndefined();
  await expect(banner(page)).toBeVisible();
});

test("accept all grants every purpose, is kept for a year, and holds across a reload", async ({ page, context }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accetta tutti" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCalls(page, "update")).toEqual([ALL_GRANTED]);
  const cookie = await consentCookie(context);
  expect(cookie?.path).toBe("/");
  expect(cookie?.sameSite).toBe("Lax");
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);

  await page.reload();
  expect(await consentCalls(page, "default")).toEqual([DEFAULTS]);
  // The stored choice is applied by the head script itself, before any tag could run.
  expect((await consentCalls(page, "update"))[0]).toEqual(ALL_GRANTED);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("reject all denies every purpose and holds across a reload", async ({ page, context }) => {
  await page.goto("/en/journal");
  await banner(page, "Cookies and privacy").getByRole("button", { name: "Reject all" }).click();
  expect(await consentCalls(page, "update")).toEqual([ALL_DENIED]);
  expect(JSON.parse(decodeURIComponent((await consentCookie(context))!.value)).categories).toEqual(["necessary"]);

  await page.reload();
  expect((await consentCalls(page, "update"))[0]).toEqual(ALL_DENIED);
  await expect(banner(page, "Cookies and privacy")).toHaveCount(0);
});

test("customise grants only the chosen purposes, holds across a reload, and the footer reopens the choices", async ({
  page,
}) => {
  await page.goto("/");
  // "Customise" before the page's code runs has a test of its own (below).
  await hydrated(page);
  await banner(page).getByRole("button", { name: "Personalizza" }).click();
  const preferences = page.getByRole("dialog", { name: "Preferenze cookie" });
  await expect(preferences).toBeVisible();
  await expect(preferences.getByRole("checkbox", { name: "Strettamente necessari" })).toBeChecked();
  await expect(preferences.getByRole("checkbox", { name: "Strettamente necessari" })).toBeDisabled();
  await preferences.getByRole("checkbox", { name: "Misurazione" }).check();
  await preferences.getByRole("button", { name: "Salva le scelte" }).click();
  await expect(preferences).toBeHidden();
  const onlyAnalytics = { ...ALL_DENIED, analytics_storage: "granted" };
  expect(await consentCalls(page, "update")).toEqual([onlyAnalytics]);

  await page.reload();
  expect((await consentCalls(page, "update"))[0]).toEqual(onlyAnalytics);
  await settled(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Preferenze cookie" }).click();
  await expect(preferences).toBeVisible();
  await expect(preferences.getByRole("checkbox", { name: "Misurazione" })).toBeChecked();
  await expect(preferences.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
  // Changing one's mind sends a new update.
  await preferences.getByRole("checkbox", { name: "Marketing" }).check();
  await preferences.getByRole("button", { name: "Salva le scelte" }).click();
  expect((await consentCalls(page, "update")).at(-1)).toEqual({
    ...onlyAnalytics,
    ad_storage: "granted",
    ad_user_data: "granted",
    ad_personalization: "granted",
  });
});

test.describe("the preferences dialog's styles", () => {
  // Held at the network: the service worker, once it controls the page, would serve them from its
  // cache, out of Playwright's sight (a race the clean-clone run lost).
  test.use({ serviceWorkers: "block" });

  test("the banner draws without the preferences dialog's styles; asked for before they arrive, the dialog waits for them and opens styled", async ({
    page,
  }) => {
    // Half of the library's stylesheet is the preferences dialog's: a first visit fetches it only once
    // the banner is up and the browser idle. Held here until the visitor has asked for the choices.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(/\/assets\/preferences-styles-[\w-]+\.css$/, async (route) => {
      asked++;
      await released;
      await route.fallback();
    });
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accetta tutti" })).toHaveCSS("border-radius", /px/);
    await hydrated(page);
    await banner(page).getByRole("button", { name: "Personalizza" }).click();
    const preferences = page.getByRole("dialog", { name: "Preferenze cookie" });
    await expect.poll(() => asked).toBeGreaterThan(0);
    await expect(preferences).toBeHidden();
    release();
    await expect(preferences).toBeVisible();
    await expect(preferences).toHaveCSS("position", "fixed");
    await expect(preferences.getByRole("button", { name: "Salva le scelte" })).toBeInViewport();
  });

  test("the library's variables live on its own root, not the page's: its stylesheets arriving late restyle the banner, not every element", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await hydrated(page);
    await banner(page).getByRole("button", { name: "Personalizza" }).click();
    await expect(page.getByRole("dialog", { name: "Preferenze cookie" })).toBeVisible();
    // Both of its stylesheets are in: the banner's and the preferences dialog's.
    const variables = await page.evaluate(() => {
      const on = (element: Element) =>
        ["--cc-bg", "--cc-font-family", "--cc-pm-toggle-border-radius"].map((name) =>
          getComputedStyle(element).getPropertyValue(name).trim(),
        );
      return {
        page: [...on(document.documentElement), ...on(document.body)],
        banner: on(document.getElementById("cc-main")!),
      };
    });
    expect(variables.page).toEqual(["", "", "", "", "", ""]);
    expect(variables.banner.every((value) => value !== "")).toBe(true);
  });
});

test("accept and reject have equal prominence", async ({ page }) => {
  await page.goto("/menu");
  const look = (name: string) =>
    banner(page)
      .getByRole("button", { name })
      .evaluate((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return [
          style.backgroundColor,
          style.color,
          style.fontSize,
          style.fontWeight,
          style.borderRadius,
          Math.round(box.width),
          Math.round(box.height),
        ];
      });
  expect(await look("Rifiuta tutti")).toEqual(await look("Accetta tutti"));
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);
  for (const l of [
    {
      prefix: "",
      name: "Cookie e privacy",
      accept: "Accetta tutti",
      reject: "Rifiuta tutti",
      customise: "Personalizza",
    },
    { prefix: "/en", name: "Cookies and privacy", accept: "Accept all", reject: "Reject all", customise: "Customise" },
  ]) {
    test(`the banner is a bar over at most a third of the first screen, the three choices in one row (${l.prefix || "/"})`, async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/menu`);
      const dialog = banner(page, l.name);
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.height, `banner ${box.height} px of 844`).toBeLessThanOrEqual(844 / 3);
      expect(box.y + box.height).toBeCloseTo(844, 0);
      const rows = await Promise.all(
        [l.accept, l.reject, l.customise].map(
          async (name) => (await dialog.getByRole("button", { name, exact: true }).boundingBox())!,
        ),
      );
      expect(new Set(rows.map((r) => Math.round(r.y))).size, "one row").toBe(1);
      expect(new Set(rows.map((r) => Math.round(r.width))).size, "one width").toBe(1);
    });

    test(`the banner is never the page's largest paint (${l.prefix}/menu)`, async ({ page }) => {
      await page.goto(`${l.prefix}/menu`);
      await expect(banner(page, l.name)).toBeVisible();
      // Every candidate the browser reported, in order, until the banner was on screen (no input yet).
      const candidates = await page.evaluate(
        () =>
          new Promise<{ inBanner: boolean; tag: string; size: number }[]>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(
                list.getEntries().map((entry) => {
                  const element = (entry as PerformanceEntry & { element: Element | null; size: number }).element;
                  return {
                    inBanner: Boolean(element?.closest("#consent-banner")),
                    tag: element?.tagName ?? "?",
                    size: (entry as PerformanceEntry & { size: number }).size,
                  };
                }),
              );
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(candidates.length).toBeGreaterThan(0);
      expect(
        candidates.filter((c) => c.inBanner),
        JSON.stringify(candidates),
      ).toEqual([]);
    });
  }
});

test("the banner is reachable and usable with the keyboard alone", async ({ page, context }) => {
  await page.goto("/");
  await bannerHasAppeared(page, "Cookie e privacy");
  await hydrated(page);
  const focusedLabel = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
  // The banner takes focus when it appears; Tab moves through its buttons.
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press("Tab");
  expect(await focusedLabel()).toBe("Accetta tutti");
  await page.keyboard.press("Tab");
  expect(await focusedLabel()).toBe("Rifiuta tutti");
  await page.keyboard.press("Tab");
  expect(await focusedLabel()).toBe("Personalizza");
  await page.keyboard.press("Enter");
  const preferences = page.getByRole("dialog", { name: "Preferenze cookie" });
  await expect(preferences).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(preferences).toBeHidden();
  await banner(page).getByRole("button", { name: "Rifiuta tutti" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toBeDefined();

  // The footer's "Cookie preferences" is a real button: focus it, press Enter, the choices open.
  await page.getByRole("contentinfo").getByRole("button", { name: "Preferenze cookie" }).focus();
  await page.keyboard.press("Enter");
  await expect(preferences).toBeVisible();
});

test("the banner follows the page's language, also when the visitor switches it", async ({ page }) => {
  await page.goto("/en/menu");
  await expect(banner(page, "Cookies and privacy").getByRole("button", { name: "Accept all" })).toBeVisible();
  await page.goto("/menu");
  await expect(banner(page).getByRole("button", { name: "Accetta tutti" })).toBeVisible();
  await page.getByRole("navigation", { name: "Lingua" }).getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(banner(page, "Cookies and privacy").getByRole("button", { name: "Reject all" })).toBeVisible();
});

test("without a policy id, the privacy and cookie policy links lead to the site's own privacy page", async ({
  page,
}) => {
  await page.goto("/menu");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Informativa sulla privacy" })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Cookie policy" })).toHaveAttribute("href", "/privacy");
  await expect(banner(page).getByRole("link", { name: "Informativa sulla privacy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await page.goto("/en/menu");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
    "href",
    "/en/privacy",
  );
  await expect(banner(page, "Cookies and privacy").getByRole("link", { name: "Cookie policy" })).toHaveAttribute(
    "href",
    "/en/privacy",
  );
});

test.describe("with a consent policy id and an analytics id", () => {
  const POLICY_ID = "12345678";
  const ANALYTICS_ID = "G-TEST12345";
  let site: Awaited<ReturnType<typeof startSite>>;
  // Both journeys in one worker, on one server: each worker would otherwise start a server of its own.
  test.describe.configure({ mode: "default" });
  test.beforeAll(async () => {
    // A production server of its own renders its home pages before it says it is serving.
    test.setTimeout(90_000);
    site = await startSite(process.env.CONTENT_URL!, {
      CONSENT_POLICY_ID: POLICY_ID,
      ANALYTICS_ID,
      CSP_ALLOWED_HOSTS: "https://www.googletagmanager.com",
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("the policy links carry the configured id, in the footer and in the banner", async ({ page }) => {
    await page.goto(`${site.url}/en/menu`);
    for (const scope of [page.getByRole("contentinfo"), banner(page, "Cookies and privacy")]) {
      await expect(scope.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
        "href",
        `https://www.iubenda.com/privacy-policy/${POLICY_ID}`,
      );
      await expect(scope.getByRole("link", { name: "Cookie policy" })).toHaveAttribute(
        "href",
        `https://www.iubenda.com/privacy-policy/${POLICY_ID}/cookie-policy`,
      );
    }
  });

  test("gtag.js loads only after analytics consent, never before nor after a refusal", async ({ page }) => {
    const gtagRequests: string[] = [];
    await page.route("https://www.googletagmanager.com/**", (route) => {
      gtagRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" });
    });
    await page.goto(`${site.url}/`);
    await banner(page).getByRole("button", { name: "Rifiuta tutti" }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    // The footer's button is the page's code: before hydration a click on it does nothing.
    await settled(page);
    expect(gtagRequests).toEqual([]);

    await page.getByRole("contentinfo").getByRole("button", { name: "Preferenze cookie" }).click();
    await page
      .getByRole("dialog", { name: "Preferenze cookie" })
      .getByRole("button", { name: "Accetta tutti" })
      .click();
    await expect.poll(() => gtagRequests).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`]);
    await expect.poll(() => page.evaluate(() => (window as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
    const entries = await page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) => Array.from(e as ArrayLike<unknown>)[0]),
    );
    // The update comes before gtag.js reads the queue: consent first, then the tag's configuration.
    expect(entries.indexOf("config")).toBeGreaterThan(entries.lastIndexOf("consent"));
  });
});

for (const { path, name, first, last } of [
  { path: "/", name: "Cookie e privacy", first: "Accetta tutti", last: "Cookie policy" },
  { path: "/en", name: "Cookies and privacy", first: "Accept all", last: "Cookie policy" },
]) {
  test(`the banner does not hold the keyboard: Tab and Shift+Tab leave it for the page, which leads back to it (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    await bannerHasAppeared(page, name);
    await expect(banner(page, name)).not.toHaveAttribute("aria-modal", "true");
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        const inBanner = Boolean(el?.closest("#consent-banner"));
        return {
          text: inBanner ? (el?.textContent?.trim() ?? "") : "",
          inBanner,
          skipLink: Boolean(el?.matches(".skip-link")),
        };
      });
    // The banner takes focus as it appears (a first visit, nothing focused yet).
    await expect.poll(async () => (await focused()).inBanner).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ text: first, inBanner: true });
    // Shift+Tab before its first control: the page's last, while the banner stays, unanswered.
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toMatchObject({ inBanner: false });
    await expect(banner(page, name)).toBeVisible();
    // The page's tab order leads on to the banner, at the end of the document.
    await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ inBanner: true });
    for (let i = 0; i < 10 && (await focused()).text !== last; i++) await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ text: last, inBanner: true });
    // Tab past its last control: the page's first, the skip link.
    await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ inBanner: false, skipLink: true });
    await expect(banner(page, name)).toBeVisible();
  });
}

test.describe("a first load without the library", () => {
  const LIBRARY = /\/assets\/(cookie-consent|preferences-styles)[\w.-]*\.(js|css)$/;
  for (const l of [
    {
      path: "/",
      name: "Cookie e privacy",
      accept: "Accetta tutti",
      reject: "Rifiuta tutti",
      customise: "Personalizza",
      preferences: "Preferenze cookie",
    },
    {
      path: "/en/menu",
      name: "Cookies and privacy",
      accept: "Accept all",
      reject: "Reject all",
      customise: "Customise",
      preferences: "Cookie preferences",
    },
  ]) {
    test(`the banner comes with the page; the library's code is asked for only when the preferences are opened (${l.path})`, async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        if (LIBRARY.test(request.url())) asked.push(request.url());
      });
      const response = await page.goto(l.path);
      // In the document as served, not added by a script.
      expect(await response!.text()).toContain(`>${l.name}</h2>`);
      await expect(banner(page, l.name)).toBeVisible();
      await settled(page);
      expect(asked).toEqual([]);
      // Nothing above the banner in the tree was marked for it (the library marked the root).
      expect(await page.evaluate(() => `${document.documentElement.className} ${document.body.className}`)).not.toMatch(
        /consent|cc-|cc_/,
      );
      await banner(page, l.name).getByRole("button", { name: l.customise }).click();
      await expect(page.getByRole("dialog", { name: l.preferences })).toBeVisible();
      expect(asked.length).toBeGreaterThan(0);
    });

    test(`accept and reject write the library's cookie and send the update, with no library (${l.path})`, async ({
      page,
      context,
    }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        if (LIBRARY.test(request.url())) asked.push(request.url());
      });
      await page.goto(l.path);
      await banner(page, l.name).getByRole("button", { name: l.reject }).click();
      await expect(banner(page, l.name)).toBeHidden();
      expect(await consentCalls(page, "update")).toEqual([ALL_DENIED]);
      const stored = JSON.parse(decodeURIComponent((await consentCookie(context))!.value));
      expect(stored).toMatchObject({
        categories: ["necessary"],
        revision: 0,
        data: null,
        languageCode: l.path === "/" ? "it" : "en",
      });
      expect(Object.keys(stored)).toEqual([
        "categories",
        "revision",
        "data",
        "consentTimestamp",
        "consentId",
        "services",
        "languageCode",
        "lastConsentTimestamp",
        "expirationTime",
      ]);
      expect(asked).toEqual([]);

      // The library, loaded later, reads the same choice.
      await settled(page);
      await page.getByRole("contentinfo").getByRole("button", { name: l.preferences }).click();
      const preferences = page.getByRole("dialog", { name: l.preferences });
      await expect(preferences).toBeVisible();
      await expect(preferences.getByRole("checkbox").nth(1)).not.toBeChecked();
      await preferences.getByRole("button", { name: l.accept }).click();
      expect((await consentCalls(page, "update")).at(-1)).toEqual(ALL_GRANTED);
      expect(JSON.parse(decodeURIComponent((await consentCookie(context))!.value)).categories).toEqual([
        "necessary",
        "analytics",
        "advertising",
        "experience",
      ]);

      // A returning visitor: the banner is in the document, hidden before anything is drawn.
      await page.reload();
      await expect(banner(page, l.name)).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.getElementById("consent-banner")!).display)).toBe(
        "none",
      );
    });
  }

  test("a Customise pressed before the page's code runs opens the preferences once it does", async ({ page }) => {
    // The page's code held until the visitor has pressed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client[\w.-]*\.js$/, async (route) => {
      await released;
      await route.fallback();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await banner(page).getByRole("button", { name: "Personalizza" }).click();
    await expect(banner(page)).toHaveAttribute("data-asked", "");
    release();
    // The page's code, then the library's, on a machine that may be busy.
    await expect(page.getByRole("dialog", { name: "Preferenze cookie" })).toBeVisible({ timeout: 20_000 });
  });
});

test("without JavaScript there is nothing to consent to: no banner covers the page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ["/", "/en/menu"]) {
    await page.goto(path);
    // The banner is in the markup (the same document serves both), and stays out of sight.
    await expect(page.locator("#consent-banner")).toHaveCount(1);
    await expect(banner(page)).toBeHidden();
    await expect(banner(page, "Cookies and privacy")).toBeHidden();
  }
  await context.close();
});
