import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startContentService, type ContentService } from "../../content-service/service";
import { demoDatasetCopy } from "../../tests/support/server";
import { PAGE_QUERY } from "~/blocks/queries";
import { HOME_SLUG } from "@site/paths";
import { SETTINGS_QUERY } from "~/chrome/queries";
import { EVENT_QUERY, EVENTS_QUERY, UPCOMING_EVENTS_QUERY } from "~/events/queries";
import { ARTICLE_NEIGHBOURS, ARTICLE_QUERY, JOURNAL_QUERY } from "~/journal/queries";
import { MENU_ENTRY_NEIGHBOURS, MENU_ENTRY_QUERY, MENU_QUERY } from "~/menu/queries";
import { FEED_QUERY, SITEMAP_QUERY } from "~/seo/queries";
import { createContentClient, type ContentClient } from "./protocol.server";

/**
 * The queries give each page what it draws, shaped by the query itself (content-client/fragments.ts):
 * one language, with the Italian standing in (as `{"it": …}`) where the English is empty; no nulls;
 * no shape-only `_type`s; no untitled documents. Asked of the embedded content service over a copy
 * of the demo dataset with five edits: a dish without an English description, an article without
 * an English body, a dish without a title in either language (a space in Italian, nothing in English),
 * the home page's hero without an English subtitle, and the settings without an English footer note.
 */
const FALLBACK_DISH = "menuItem-abbacchio-a-scottadito";
const UNTITLED_DISH = "menuItem-acqua-minerale";
const FALLBACK_ARTICLE = "article-bigne-di-san-giuseppe";
const NOW = "2026-11-25T12:00:00.000Z";

let dir: string;
let service: ContentService;
let client: ContentClient;

beforeAll(async () => {
  dir = demoDatasetCopy("salone-shaped-");
  const file = path.join(dir, "production.ndjson");
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const doc = JSON.parse(line) as {
        _id: string;
        title?: Record<string, string>;
        description?: Record<string, string>;
        body?: Record<string, unknown>;
      };
      if (doc._id === FALLBACK_DISH) delete doc.description!.en;
      if (doc._id === FALLBACK_ARTICLE) delete doc.body!.en;
      if (doc._id === UNTITLED_DISH) doc.title = { _type: "localeString", it: " ", en: "" };
      if (doc._id === "page-home")
        delete (doc as unknown as { blocks: { subtitle?: Record<string, string> }[] }).blocks[0]!.subtitle!.en;
      if (doc._id === "siteSettings")
        delete (doc as unknown as { chrome: { footer: { note: Record<string, string> } } }).chrome.footer.note.en;
      return JSON.stringify(doc);
    });
  writeFileSync(file, lines.join("\n"));
  service = await startContentService({
    port: 0,
    dataDir: dir,
    dbDir: path.join(dir, "db"),
    logger: { info() {}, warn() {}, error() {} },
  });
  client = createContentClient({
    apiUrl: service.url,
    cdnUrl: service.url,
    dataset: "production",
    apiVersion: "2025-02-19",
    useCdn: false,
    timeoutMs: 10_000,
  });
});

afterAll(async () => {
  await service?.close();
  rmSync(dir, { recursive: true, force: true });
});

const menuParams = (locale: string) => ({ start: 0, end: 100, perCategory: 100, locale });
/** The demo dataset's pages (the home page and the others: every block type is on one of them). */
const PAGES = [HOME_SLUG, "about", "allergens", "contacts", "gifts", "opening-hours", "privacy"];

/** Every page query, with the parameters its loader sends, in `locale`. */
function pageQueries(locale: string) {
  return [
    ["menu", client.fetch(MENU_QUERY, menuParams(locale))],
    [
      "a category",
      client.fetch(MENU_ENTRY_QUERY, {
        slug: "secondi",
        neighbours: MENU_ENTRY_NEIGHBOURS,
        neighboursFrom: MENU_ENTRY_NEIGHBOURS + 1,
        locale,
      }),
    ],
    [
      "a dish",
      client.fetch(MENU_ENTRY_QUERY, {
        slug: "abbacchio-a-scottadito",
        neighbours: MENU_ENTRY_NEIGHBOURS,
        neighboursFrom: MENU_ENTRY_NEIGHBOURS + 1,
        locale,
      }),
    ],
    ["the journal", client.fetch(JOURNAL_QUERY, { start: 0, end: 100, locale })],
    [
      "an article",
      client.fetch(ARTICLE_QUERY, { slug: "bigne-di-san-giuseppe", neighbours: ARTICLE_NEIGHBOURS, locale }),
    ],
    ["the events", client.fetch(EVENTS_QUERY, { now: NOW, upcomingLimit: 100, start: 0, end: 100, locale })],
    ["an event", client.fetch(EVENT_QUERY, { slug: "assaggio-olio-nuovo-2026", locale })],
    ["the calendar", client.fetch(UPCOMING_EVENTS_QUERY, { now: NOW, size: 100, locale })],
    ["the feed", client.fetch(FEED_QUERY, { now: NOW, size: 100, locale })],
    ["the settings", client.fetch(SETTINGS_QUERY, { locale })],
    ...PAGES.map((slug) => [`the page ${slug}`, client.fetch(PAGE_QUERY, { slug, now: NOW, locale })] as const),
  ] as const;
}

/** The localised fields of a result: every object whose only keys are languages. */
function localisedFields(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) localisedFields(item, found);
  else if (value && typeof value === "object") {
    const keys = Object.keys(value);
    if (keys.length > 0 && keys.every((key) => key === "it" || key === "en"))
      found.push(value as Record<string, unknown>);
    else for (const field of Object.values(value)) localisedFields(field, found);
  }
  return found;
}

test("an English page's text is English, and the Italian stands in, marked by its key, only where the English is empty", async () => {
  const menu = await client.fetch(MENU_QUERY, menuParams("en"));
  const dishes = menu.categories.flatMap((category) => category.items);
  const fallback = dishes.find((dish) => dish._id === FALLBACK_DISH)!;
  expect(fallback.description).toEqual({ it: expect.any(String) });
  expect(fallback.title).toEqual({ en: expect.any(String) });
  const translated = dishes.find((dish) => dish._id !== FALLBACK_DISH)!;
  expect(Object.keys(translated.description!)).toEqual(["en"]);
  const article = await client.fetch(ARTICLE_QUERY, {
    slug: "bigne-di-san-giuseppe",
    neighbours: ARTICLE_NEIGHBOURS,
    locale: "en",
  });
  expect(Object.keys(article!.body!)).toEqual(["it"]);
  expect(Object.keys(article!.title!)).toEqual(["en"]);
  // A page's blocks and the site's frame alike.
  const home = await client.fetch(PAGE_QUERY, { slug: HOME_SLUG, now: NOW, locale: "en" });
  const hero = home!.blocks!.find((block) => block._type === "hero")!;
  expect(hero._type === "hero" && hero.subtitle).toEqual({ it: expect.any(String) });
  expect(hero._type === "hero" && hero.title).toEqual({ en: expect.any(String) });
  const settings = await client.fetch(SETTINGS_QUERY, { locale: "en" });
  expect(settings!.chrome!.footer!.note).toEqual({ it: expect.any(String) });
  expect(settings!.tagline).toEqual({ en: expect.any(String) });
});

test("a page's blocks come as drawn: every block type of the demo pages, each with its key and type, what it shows of other documents resolved", async () => {
  const pages = [];
  for (const slug of PAGES) pages.push(await client.fetch(PAGE_QUERY, { slug, now: NOW, locale: "it" }));
  const blocks = pages.flatMap((page) => page!.blocks ?? []);
  const nested = blocks.flatMap((block) => (block._type === "background" ? (block.blocks ?? []) : []));
  for (const block of [...blocks, ...nested])
    expect(block).toMatchObject({ _key: expect.any(String), _type: expect.any(String) });
  expect(new Set([...blocks, ...nested].map((block) => block._type)).size).toBeGreaterThanOrEqual(25);
  const gallery = blocks.find((block) => block._type === "menuGallery");
  expect(gallery?._type === "menuGallery" && gallery.items!.every((dish) => dish.slug && dish.image?.asset._id)).toBe(
    true,
  );
  // A printed list of dishes draws no pictures: the query leaves them out.
  const lists = pages.flatMap((page) => page!.blocks ?? []).filter((block) => block._type === "productLists");
  expect(lists.length).toBeGreaterThan(0);
  expect(JSON.stringify(lists)).not.toContain('"image"');
});

test("every page query answers in one language: the page's, or the Italian standing in", async () => {
  for (const locale of ["it", "en"]) {
    for (const [what, answer] of pageQueries(locale)) {
      const fields = localisedFields(await answer);
      expect(fields.length, what).toBeGreaterThan(0);
      for (const field of fields)
        expect(Object.keys(field).length, `${what} in ${locale}: ${JSON.stringify(field)}`).toBe(1);
      if (locale === "it") for (const field of fields) expect(Object.keys(field), what).toEqual(["it"]);
    }
  }
});

test("no page query answers a null or a shape-only type: a field not set is not there", async () => {
  for (const locale of ["it", "en"]) {
    for (const [what, answer] of pageQueries(locale)) {
      const json = JSON.stringify(await answer);
      expect(json, `${what} in ${locale}`).not.toContain("null");
      expect(json, `${what} in ${locale}`).not.toMatch(
        /"_type":"(localeString|localeText|localeBlockContent|sanity\.imageHotspot|sanity\.imageCrop|postalAddress|geopoint|openingDay|timeRange|openingException|navigation|navLink|socialLink|chrome|ctaLink|textColumn|subMenuItem)"/,
      );
    }
  }
});

test("a document without a title in either language is on no list, and its own page finds nothing", async () => {
  for (const [what, answer] of pageQueries("en"))
    expect(JSON.stringify(await answer), what).not.toContain(UNTITLED_DISH);
  expect(JSON.stringify(await client.fetch(SITEMAP_QUERY, { end: 1000 }))).not.toContain(UNTITLED_DISH);
  const own = await client.fetch(MENU_ENTRY_QUERY, {
    slug: "acqua-minerale",
    neighbours: MENU_ENTRY_NEIGHBOURS,
    neighboursFrom: MENU_ENTRY_NEIGHBOURS + 1,
    locale: "en",
  });
  expect(own).toBeNull();
});

test("an image keeps its LQIP where it is, and every document its _id", async () => {
  const menu = await client.fetch(MENU_QUERY, menuParams("it"));
  const withImage = menu.categories.flatMap((category) => category.items).find((dish) => dish.image);
  expect(withImage!._id).toMatch(/^menuItem-/);
  expect(withImage!.image!.asset.metadata!.lqip).toMatch(/^data:image\//);
});
