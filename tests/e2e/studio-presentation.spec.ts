/**
 * The Studio's Presentation tool as `npm start` runs it (the embedded content service, no Sanity
 * project, no network): the site in the tool's frame, in preview (a draft shows there and not on the
 * public page); a click on a dish's name opens its field in the form beside; typing there changes
 * the page in the frame without reloading it, even when the edit is saved before the Studio is ready
 * to tell the page. And the way into preview refuses what it should.
 * Then `npm run start:cluster` (Varnish in front of two instances), where a publish from the Studio
 * purges the cached pages by their keys and the site shows it at once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { expect, type Frame, type Page } from "@playwright/test";
import { ensureVarnish } from "../../scripts/varnish";
import { temporaryDir } from "../support/temp-dir";
import { ROOT, freePort, startVenue, TEST_TOKEN, TEST_WRITE_TOKEN, type Proc } from "./support/stack";
import { askedSince, PURGED_WITHIN_MS } from "./support/published";
import { requestTest as test } from "./support/test";

const PASSWORD = "e2e-presentation-password-0123";
const DISH = "menuItem-misticanza";
/** The draft's Italian name, only in preview. */
const DRAFT_NAME = "Misticanza di campo";
let venue: Proc & { url: string; port: number; contentPort: number };

test.describe.configure({ mode: "serial" });
// The service answers the Studio over TLS with a certificate of its own (decision 0084).
test.use({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 }, screenshot: "only-on-failure" });

/** The content service's API, as the tests' own client (the write token lets a test make a draft). */
async function service(path: string, init: RequestInit & { write?: boolean } = {}): Promise<Response> {
  const { write, ...rest } = init;
  return fetch(`http://127.0.0.1:${venue.contentPort}/v2025-02-19${path}`, {
    ...rest,
    headers: { authorization: `Bearer ${write ? TEST_WRITE_TOKEN : TEST_TOKEN}`, "content-type": "application/json" },
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Drafts with their source maps take the busy machine's content service longer than the run's 2 s
  // (as in visual-editing.spec.ts).
  venue = await startVenue(PASSWORD, { CONTENT_WRITE_TOKEN: TEST_WRITE_TOKEN, SANITY_TIMEOUT_MS: "10000" });
  // A draft of the dish with another name: what the preview shows and the public page does not.
  const published = (await (await service(`/data/doc/production/${DISH}`)).json()) as {
    documents: { title: { it: string } }[];
  };
  const dish = published.documents[0]!;
  const draft = { ...dish, _id: `drafts.${DISH}`, title: { ...dish.title, it: DRAFT_NAME } };
  const made = await service("/data/mutate/production?visibility=sync", {
    method: "POST",
    write: true,
    body: JSON.stringify({ mutations: [{ createOrReplace: draft }] }),
  });
  expect(made.status).toBe(200);
});

test.afterAll(async () => {
  await venue?.stop();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && venue)
    await testInfo.attach("venue output", { body: venue.output().slice(-20_000) });
});

test.beforeEach(async ({ context }) => {
  // No network: only the site and the service on this machine answer.
  await context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost|salone\.localhost)[:/])/, (route) =>
    route.abort("internetdisconnected"),
  );
});

/** Opens a path of the Studio at `site`, logging in on the way (the login brings the editor back to it). */
async function openStudio(page: Page, studioPath: string, site = venue.url): Promise<void> {
  await page.goto(`${site}/studio/${studioPath}`);
  await expect(page).toHaveURL(/\/auth\/login\?origin=/);
  await page.getByLabel("Editor password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${site}/studio/${studioPath}`);
}

/** The site's page in the Presentation tool's frame. */
function siteFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(`${venue.url}/menu`));
  if (!frame)
    throw new Error(
      `no frame of the site's menu in ${page
        .frames()
        .map((f) => f.url())
        .join(", ")}`,
    );
  return frame;
}

test("Presentation shows the menu in preview, a click on a dish's name opens its field, and typing there changes the page", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await openStudio(page, "presentation?preview=/menu");
  const frame = page.frameLocator("iframe");
  // The page has connected to the Studio: visual editing's overlays are drawn over it.
  await expect(frame.locator("sanity-visual-editing")).toBeAttached({ timeout: 60_000 });
  // The draft's name, not the published one: the frame is in preview.
  const dishName = frame.getByRole("heading", { name: DRAFT_NAME });
  await expect(dishName).toBeVisible({ timeout: 30_000 });
  const publicMenu = await (await request.get(`${venue.url}/menu`)).text();
  expect(publicMenu).toContain("Misticanza");
  expect(publicMenu).not.toContain(DRAFT_NAME);

  // A mark on the page's window: gone if the frame reloads.
  await siteFrame(page).evaluate(() => Object.assign(window, { __notReloaded: true }));
  await page.screenshot({ path: "screenshots/presentation-before-click.png" });
  await dishName.click();
  // The dish's form opens beside the page, at the field of the name that was clicked.
  const italian = page.getByTestId("field-title.it").filter({ visible: true }).locator("input");
  await expect(italian).toHaveValue(DRAFT_NAME, { timeout: 30_000 });
  await expect(italian).toBeFocused();

  await italian.press("End");
  await italian.pressSequentially(" e fiori");
  await expect(frame.getByRole("heading", { name: `${DRAFT_NAME} e fiori` })).toBeVisible({ timeout: 30_000 });
  expect(await siteFrame(page).evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  // Still a draft: the public menu has neither name.
  expect(
    await (await request.get(`${venue.url}/menu`, { headers: { "cache-control": "no-cache" } })).text(),
  ).not.toContain(DRAFT_NAME);
});

test("an edit saved before the Studio is ready to tell the page about it still reaches the page", async ({ page }) => {
  test.setTimeout(150_000);
  // The part of the Studio that tells the page about edits loads once a document is opened; on a busy
  // machine or a slow network it can arrive after the editor's first edit is saved. Here it arrives
  // only then.
  let release = () => {};
  const saved = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/PostMessageRefreshMutations-[\w-]+\.js$/, async (route) => {
    await saved;
    await route.continue();
  });
  const draftName = async () =>
    (
      (await (await service(`/data/doc/production/drafts.${DISH}`)).json()) as {
        documents: { title: { it: string } }[];
      }
    ).documents[0]?.title.it;
  const before = (await draftName())!;
  await openStudio(page, "presentation?preview=/menu");
  const frame = page.frameLocator("iframe");
  await expect(frame.locator("sanity-visual-editing")).toBeAttached({ timeout: 60_000 });
  const dishName = frame.getByRole("heading", { name: before });
  await expect(dishName).toBeVisible({ timeout: 30_000 });
  await dishName.click();
  const italian = page.getByTestId("field-title.it").filter({ visible: true }).locator("input");
  await expect(italian).toHaveValue(before, { timeout: 30_000 });
  await expect(italian).toBeFocused();

  await italian.press("End");
  await italian.pressSequentially(" al limone");
  await expect.poll(draftName, { timeout: 30_000 }).toBe(`${before} al limone`);
  release();
  await expect(frame.getByRole("heading", { name: `${before} al limone` })).toBeVisible({ timeout: 30_000 });
});

test("the way into preview refuses a wrong secret and a path off the site, with a 4xx that names no secret", async ({
  request,
}) => {
  const enable = (query: string) => request.get(`${venue.url}/api/preview-mode/enable?${query}`, { maxRedirects: 0 });
  for (const query of [
    "",
    "sanity-preview-secret=wrong-secret&sanity-preview-pathname=%2Fmenu",
    "sanity-preview-secret=&sanity-preview-pathname=%2F",
  ]) {
    const response = await enable(query);
    expect(response.status(), query).toBe(401);
    expect(response.headers()["set-cookie"], query).toBeUndefined();
    expect(await response.text()).toBe("Unauthorized");
  }
  // A secret the Studio would have written, with a path that leaves the site.
  const secret = "a-studio-secret-for-this-test-0123";
  const made = await service("/data/mutate/production?visibility=sync", {
    method: "POST",
    write: true,
    body: JSON.stringify({
      mutations: [
        {
          createOrReplace: {
            _id: "drafts.e2e-preview-secret",
            _type: "sanity.previewUrlSecret",
            secret,
            studioUrl: `${venue.url}/studio`,
          },
        },
      ],
    }),
  });
  expect(made.status).toBe(200);
  // Another site's address is read as a path of this one (@sanity/preview-url-secret keeps only
  // its path): the home page.
  for (const pathname of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
    const response = await enable(
      `sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
    );
    expect(response.status(), pathname).toBe(307);
    expect(response.headers().location, pathname).toBe("/");
  }
  // A path that the browser would read as another host: refused.
  for (const pathname of ["/.//evil.example", "/..//evil.example/x"]) {
    const response = await enable(
      `sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
    );
    expect(response.status(), pathname).toBe(400);
    expect(response.headers()["set-cookie"], pathname).toBeUndefined();
    expect(await response.text()).toBe("The path must be a path on this site");
  }
  const ok = await enable(`sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fmenu`);
  expect(ok.status()).toBe(307);
  expect(ok.headers().location).toBe("/menu");
});

test.describe("through Varnish (npm run start:cluster)", () => {
  const varnish = ensureVarnish();
  test.skip(!varnish.ok, `Varnish with the xkey module is not here: ${varnish.ok ? "" : varnish.reason}`);

  let cluster: { child: ChildProcess; url: string; output: () => string; stop: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const [port, contentPort] = [await freePort(), await freePort()];
    const dbDir = temporaryDir("salone-cluster-db-");
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start-cluster.ts"], {
      cwd: ROOT,
      // Its own process group: the instances and Varnish go with it.
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: url,
        CONTENT_PORT: String(contentPort),
        CONTENT_DB_DIR: dbDir.path,
        CONTENT_TOKEN: TEST_TOKEN,
        EDITOR_PASSWORD: PASSWORD,
        SANITY_API_URL: "",
        SANITY_PROJECT_ID: "",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const stop = () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(dbDir.remove());
        child.once("exit", () => resolve(dbDir.remove()));
        child.kill("SIGTERM");
        setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 25_000).unref();
      });
    cluster = { child, url, output: () => output, stop };
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Salone cluster is serving on/.test(output)) resolve();
      };
      child.stdout!.on("data", onData);
      child.stderr!.on("data", onData);
      child.once("exit", (code) => reject(new Error(`start:cluster exited with ${code}:\n${output}`)));
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && cluster)
      await testInfo.attach("cluster output", { body: cluster.output().slice(-20_000) });
  });

  test("a dish published from the Studio is on the cached menu and dish page as soon as it is published", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const site = cluster!.url;
    // Both pages in Varnish: the second request of each is a hit.
    for (const path of ["/menu", "/menu/fave-e-pecorino"]) {
      await request.get(`${site}${path}`);
      const again = await request.get(`${site}${path}`);
      expect(again.headers()["x-cache"], path).toBe("hit");
      expect(await again.text()).not.toContain("Fave, pecorino e menta");
    }
    // The cluster says how to edit, and how it logs in.
    expect(cluster!.output()).toContain(
      `Edit the content: open ${site}/studio and log in with the password in EDITOR_PASSWORD.`,
    );

    await openStudio(page, "structure/all-dishes;menuItem-fave-e-pecorino", site);
    const italian = page.getByTestId("field-title.it").filter({ visible: true }).locator("input");
    await expect(italian).toHaveValue("Fave e pecorino", { timeout: 30_000 });
    await italian.fill("Fave, pecorino e menta");
    const published = await publish(page);

    // The publish purged both pages by their keys: a request made after the publish answer is rendered
    // anew, with the new name, long before Varnish's copies would have gone stale (PURGED_WITHIN_MS).
    // No browser cache between: each request reaches Varnish.
    const paths = ["/menu", "/menu/fave-e-pecorino"];
    const ask = async (path: string) => {
      const response = await request.get(`${site}${path}`);
      expect(response.status()).toBe(200);
      return response.text();
    };
    const seen = await Promise.all(
      paths.map((path) =>
        askedSince(
          published,
          PURGED_WITHIN_MS,
          () => ask(path),
          (html) => html.includes("Fave, pecorino e menta"),
        ),
      ),
    );
    paths.forEach((path, i) => expect(seen[i], `${path} through Varnish with the new name`).toBeDefined());
    testInfo.annotations.push({
      type: "asked after the publish",
      description: paths.map((path, i) => `${path}: ${seen[i]} ms`).join(", "),
    });
    // And cached again.
    for (const path of paths) {
      await request.get(`${site}${path}`);
      expect((await request.get(`${site}${path}`)).headers()["x-cache"], path).toBe("hit");
    }
  });
});

/**
 * Publishes the open document once the Studio has saved the edits (its status says "Saved"), as an
 * editor does, and resolves with when the service answered the publish.
 */
async function publish(page: Page): Promise<number> {
  await expect(page.getByText("Saved", { exact: true }).filter({ visible: true })).toBeVisible({ timeout: 15_000 });
  const answered = page.waitForResponse(
    (response) =>
      /\/data\/actions\//.test(response.url()) &&
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes("document.publish"),
  );
  const button = page.getByTestId("action-publish").filter({ visible: true });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
  const response = await answered;
  const at = Date.now();
  expect(response.status()).toBe(200);
  return at;
}
