// @vitest-environment jsdom
/**
 * Stega in preview: every page family, in both languages, rendered by the production server in a
 * preview session. The venue's visible words carry their edit links (decoded here to the document
 * and field they come from), and nothing a program reads carries an invisible character: the head
 * (title, meta, canonical and language links, `lang`), JSON-LD, every attribute a program reads
 * (links, sources, class names, ids, dates), the text of dates and times, prices, allergens and
 * dietary marks; and the feeds, calendar files, sitemap and web manifest, whole. Outside preview no
 * page carries any.
 */
import { vercelStegaDecode, vercelStegaDecodeAll } from "@vercel/stega";
import { afterAll, beforeAll, expect, test } from "vitest";
import { TEST_TOKEN } from "../tests/e2e/support/stack";
import { PREVIEW_SECRET, groq, rawRequest, startStack, type Stack } from "../tests/support/server";

/** Any of the characters @vercel/stega encodes with, even one alone. */
const INVISIBLE = /[\u200b-\u200d\u2060-\u2064\ufeff\u{1d173}-\u{1d17a}]/u;

/** Attributes people read (a screen reader, a tooltip): stega there is harmless and lets the overlays name an image. */
const HUMAN_ATTRIBUTES = new Set(["alt", "aria-label", "title"]);

let stack: Stack;
let cookie: string;
const subject: Record<"dish" | "category" | "article" | "event" | "page", { _id: string; slug: string }> = {} as never;

beforeAll(async () => {
  stack = await startStack({ PREVIEW_SECRET, API_RATE_LIMIT: "1000" });
  const enter = await rawRequest(stack.url, `/api/preview?secret=${PREVIEW_SECRET}&redirect=/`);
  cookie = String(enter.headers["set-cookie"]).split(";")[0]!;
  const first = (type: string, extra = "") =>
    groq<{ _id: string; slug: string }>(
      stack.content.url,
      `*[_type == $type && defined(slug.current) ${extra}] | order(slug.current asc)[0]{_id, "slug": slug.current}`,
      { type },
      { token: TEST_TOKEN },
    );
  subject.dish = await first("menuItem");
  subject.category = await first("menuCategory");
  subject.article = await first("article", `&& !(_id in path("drafts.**"))`);
  subject.event = await first("event");
  subject.page = await first("page", `&& slug.current != "home"`);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const families = (prefix: "" | "/en") => ({
  home: prefix || "/",
  menu: `${prefix}/menu`,
  dish: `${prefix}/menu/${subject.dish.slug}`,
  category: `${prefix}/menu/${subject.category.slug}`,
  journal: `${prefix}/journal`,
  article: `${prefix}/journal/${subject.article.slug}`,
  events: `${prefix}/events`,
  event: `${prefix}/events/${subject.event.slug}`,
  page: `${prefix}/${subject.page.slug}`,
});

async function page(path: string, preview = true): Promise<{ html: string; document: Document }> {
  const res = await rawRequest(stack.url, path, { headers: preview ? { Cookie: cookie } : {} });
  expect(res.status, path).toBe(200);
  return { html: res.body, document: new DOMParser().parseFromString(res.body, "text/html") };
}

/** What a program reads on a page, each with where it was found. */
function machineRead(document: Document): [string, string][] {
  const found: [string, string][] = [
    ["html[lang]", document.documentElement.lang],
    ["title", document.title],
  ];
  for (const element of document.head.querySelectorAll("meta, link")) {
    for (const attribute of element.attributes)
      found.push([`head ${element.tagName.toLowerCase()}[${attribute.name}]`, attribute.value]);
  }
  for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
    found.push(["JSON-LD", script.textContent ?? ""]);
  for (const element of document.body.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      if (!HUMAN_ATTRIBUTES.has(attribute.name))
        found.push([`${element.tagName.toLowerCase()}[${attribute.name}]`, attribute.value]);
    }
  }
  // Dates and times (the opening hours among them), prices, allergens, dietary marks: their text.
  for (const element of document.body.querySelectorAll(
    'time, [class*="price"], [class*="Price"], [class*="allergen"], [class*="dietary"], [class*="hours"], [class*="Hours"]',
  )) {
    found.push([`text of ${element.tagName.toLowerCase()}.${element.className}`, element.textContent ?? ""]);
  }
  return found;
}

/** The edit link in a text's stega, as the overlays read it: document id, type and field path. */
function editTarget(text: string | null | undefined): { id: string; type: string; path: string } | undefined {
  const decoded = vercelStegaDecode<{ href?: string }>(text ?? "");
  if (!decoded?.href) return undefined;
  const params = new URL(decoded.href).searchParams;
  return { id: params.get("id") ?? "", type: params.get("type") ?? "", path: params.get("path") ?? "" };
}

for (const [language, prefix] of [
  ["Italian", ""],
  ["English", "/en"],
] as const) {
  test(`in preview, nothing a program reads carries stega on any page family (${language})`, async () => {
    for (const [family, path] of Object.entries(families(prefix))) {
      const { html, document } = await page(path);
      // Not vacuous: the page's visible words do carry their edit links.
      expect(vercelStegaDecodeAll(html)?.length ?? 0, `${family} ${path}: texts with stega`).toBeGreaterThan(0);
      const dirty = machineRead(document).filter(([, value]) => INVISIBLE.test(value));
      expect(
        dirty.map(
          ([where, value]) =>
            `${where}: ${JSON.stringify(value.replace(/[\u200b-\u200d\u2060-\u2064\ufeff\u{1d173}-\u{1d17a}]+/gu, "<stega>")).slice(0, 160)}`,
        ),
        `${family} ${path}`,
      ).toEqual([]);
    }
  }, 120_000);

  test(`in preview, a dish's name, an article's title and a page's heading link to their document and field (${language})`, async () => {
    const lang = prefix ? "en" : "it";
    const paths = families(prefix);
    for (const [family, expected] of [
      ["dish", { id: subject.dish._id, type: "menuItem", path: `title.${lang}` }],
      ["article", { id: subject.article._id, type: "article", path: `title.${lang}` }],
    ] as const) {
      const { document } = await page(paths[family]);
      const heading = document.querySelector("h1");
      expect(editTarget(heading?.textContent), `${family}: the h1`).toEqual(expected);
    }
    // A page's heading is its first block's: the link names the block by its key, and the field holds the
    // heading's words.
    const { document } = await page(paths.page);
    const heading = document.querySelector("h1");
    const target = editTarget(heading?.textContent);
    expect(target, "page: the h1").toMatchObject({ id: subject.page._id, type: "page" });
    const [, key, field] = /^blocks\[_key=="([^"]+)"\]\.(\w+)\.(?:it|en)$/.exec(target?.path ?? "") ?? [];
    expect(target?.path, "page: the h1's field").toMatch(new RegExp(`\\.${lang}$`));
    const source = await groq<string>(stack.content.url, `*[_id == $id][0].blocks[_key == $key][0][$field][$lang]`, {
      id: subject.page._id,
      key,
      field,
      lang,
    });
    expect(heading?.textContent).toContain(source);
  }, 60_000);

  test(`in preview, feeds, calendar files, the sitemap and the web manifest carry no stega (${language})`, async () => {
    const resources = [
      `${prefix}/journal/feed.xml`,
      `${prefix}/events/calendar.ics`,
      `${prefix}/events/${subject.event.slug}/calendar.ics`,
      "/sitemap.xml",
      `/manifest.webmanifest${prefix ? "?lang=en" : ""}`,
    ];
    for (const path of resources) {
      const res = await rawRequest(stack.url, path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      expect(res.headers["cache-control"], path).toBe("private, no-store");
      expect(INVISIBLE.test(res.body), path).toBe(false);
    }
  }, 60_000);

  test(`outside preview no page carries stega (${language})`, async () => {
    for (const [family, path] of Object.entries(families(prefix))) {
      const { html } = await page(path, false);
      expect(INVISIBLE.test(html), `${family} ${path}`).toBe(false);
    }
  }, 120_000);
}
