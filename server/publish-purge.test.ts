/**
 * `npm start` with its embedded content service: a publish made through the service's API reaches
 * the site's caches by itself (the service calls the site's webhook), so the menu shows the new
 * dish title once the write is in, without anyone calling /api/revalidate.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { TEST_WRITE_TOKEN } from "../tests/e2e/support/stack";
import { ensureBuilt, eventually, groq, rawRequest, startNpmStart } from "../tests/support/server";

let site: Awaited<ReturnType<typeof startNpmStart>>;

beforeAll(async () => {
  await ensureBuilt();
  site = await startNpmStart({ CONTENT_WRITE_TOKEN: TEST_WRITE_TOKEN, LOG_LEVEL: "info" });
}, 180_000);

afterAll(() => site?.stop());

test("a dish renamed through the content service shows on /en/menu, which was a cache hit before", async () => {
  const dish = await groq<{ _id: string; title: string }>(
    site.contentUrl,
    `*[_type == "menuItem" && defined(slug.current)] | order(_id asc)[0]{_id, "title": title.en}`,
  );
  await rawRequest(site.url, "/en/menu");
  const cached = await rawRequest(site.url, "/en/menu");
  expect(cached.headers["x-page-cache"]).toBe("hit");
  expect(cached.body).toContain(dish.title);

  const renamed = `${dish.title} nuovo`;
  const response = await fetch(`${site.contentUrl}/v2025-02-19/data/mutate/production`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${TEST_WRITE_TOKEN}` },
    body: JSON.stringify({ mutations: [{ patch: { id: dish._id, set: { "title.en": renamed } } }] }),
  });
  expect(response.status).toBe(200);
  // The purge follows the write's answer (the hook is called once the write is visible).
  await eventually(async () => expect((await rawRequest(site.url, "/en/menu")).body).toContain(renamed));
  expect(site.output()).not.toMatch(/publish hook .* (failed|refused)/);
});

test("a draft saved through the service purges nothing: the published menu stays a hit", async () => {
  await rawRequest(site.url, "/en/menu");
  expect((await rawRequest(site.url, "/en/menu")).headers["x-page-cache"]).toBe("hit");
  const response = await fetch(`${site.contentUrl}/v2025-02-19/data/mutate/production`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${TEST_WRITE_TOKEN}` },
    body: JSON.stringify({
      mutations: [
        { createOrReplace: { _id: "drafts.some-dish", _type: "menuItem", title: { it: "Bozza", en: "Draft" } } },
      ],
    }),
  });
  expect(response.status).toBe(200);
  const published = await fetch(`${site.contentUrl}/v2025-02-19/data/mutate/production`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${TEST_WRITE_TOKEN}` },
    body: JSON.stringify({ mutations: [{ createOrReplace: { _id: "unlisted-note", _type: "sanity.note" } }] }),
  });
  expect(published.status).toBe(200);
  // The second write is published and purges `type:sanity.note` (nothing the menu carries) after the
  // draft's commit: once the log says so, the draft's turn has passed without a purge of the menu.
  await eventually(async () => expect(site.output().split("published: content cache invalidated").length - 1).toBe(2));
  expect((await rawRequest(site.url, "/en/menu")).headers["x-page-cache"]).toBe("hit");
});
