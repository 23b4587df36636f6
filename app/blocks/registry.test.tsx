// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanup, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, expect, test, vi, type MockInstance } from "vitest";
import { preloadAllBlocks } from "~/blocks/lazy";
import { ALLERGENS } from "~/content-client/allergens";
import englishMessages from "~/i18n/messages/common/en";
import type { ContentBlock } from "~/content-client/types";
import type { Locale } from "@site/locales";
import { hasOwn, propertyOf } from "@site/narrow";
import { italianMessages, loadMessages } from "~/i18n/messages";
import { demoBlock, demoSite, type DemoSite } from "../../tests/support/demo-dataset";
import { Blocks, hasOwnH1, warnUnknownBlock } from "./Blocks";
import { BLOCK_REGISTRY } from "./index";
import { renderPage } from "../../tests/support/render-blocks";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LOCALES: Locale[] = ["it", "en"];

/**
 * The demo site as the loaders receive it: the site's own queries run over demo-dataset/production.ndjson,
 * in each language (a query answers in the page's); `site` is the one of the locale being checked.
 */
const sites = {} as Record<Locale, DemoSite>;
let site: DemoSite;

beforeAll(async () => {
  // Blocks that load as chunks of their own in the browser (blocks/lazy.ts) render at once once loaded.
  await preloadAllBlocks();
  // The English catalogue, as an English page has loaded it (its month and weekday names).
  await loadMessages("en");
  for (const locale of LOCALES) sites[locale] = await demoSite(locale);
});

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});

afterEach(() => {
  cleanup();
  const errors = [...consoleError.mock.calls];
  vi.restoreAllMocks();
  // A block that renders with a React warning (a key, a bad attribute, a hook) is a broken block.
  expect(errors).toEqual([]);
});

/** The `_type`s of the block tables in docs/content-model.md: §3 (page blocks) and §5 (chrome blocks). */
function modelBlockTypes(): string[] {
  const doc = readFileSync(path.join(ROOT, "docs/content-model.md"), "utf8");
  const section = (from: string, to: string) => doc.slice(doc.indexOf(from), doc.indexOf(to));
  const types = new Set<string>();
  for (const text of [section("## 3. Content blocks", "## 4."), section("## 5. Chrome blocks", "## 6.")]) {
    for (const match of text.matchAll(/^\| `([a-zA-Z]+)` \|/gm)) types.add(match[1]!);
  }
  return [...types];
}

/** Every block `_type` the demo pages use, nested ones included. */
function datasetBlockTypes(): string[] {
  const types = new Set<string>();
  const walk = (blocks: unknown) => {
    if (!Array.isArray(blocks)) return;
    for (const block of blocks) {
      types.add(String(propertyOf(block, "_type")));
      walk(propertyOf(block, "blocks"));
    }
  };
  for (const line of readFileSync(path.join(ROOT, "demo-dataset/production.ndjson"), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const doc: unknown = JSON.parse(line);
    if (propertyOf(doc, "_type") === "page") walk(propertyOf(doc, "blocks"));
  }
  return [...types];
}

test("the content model names 34 block types, and every one has a component", () => {
  const types = modelBlockTypes();
  expect(types).toHaveLength(34);
  for (const type of types) expect(hasOwn(BLOCK_REGISTRY, type) && BLOCK_REGISTRY[type], type).toBeTypeOf("function");
});

test("every block type the demo pages use has a component", () => {
  const used = datasetBlockTypes();
  expect(used.length).toBeGreaterThan(20);
  for (const type of used) expect(hasOwn(BLOCK_REGISTRY, type) && BLOCK_REGISTRY[type], type).toBeTypeOf("function");
});

test("the registry has nothing the content model does not name", () => {
  expect(Object.keys(BLOCK_REGISTRY).sort()).toEqual(modelBlockTypes().sort());
});

// ---------------------------------------------------------------------------------------------
// Each block type with its demo content, as a visitor sees it, in Italian and in English.
// ---------------------------------------------------------------------------------------------

/** Localised text as the content holds it (the demo data has both languages everywhere). */
type Text = Record<Locale, string>;
type Link = { label: Text; href: string };
type Image = { alt: Text; asset: { _id: string } };

/** The `locale` value of a localised field; throws when the content lacks it (the test would prove nothing). */
function inLang(value: unknown, locale: Locale): string {
  const text = propertyOf(value, locale);
  if (typeof text !== "string" || !text) throw new Error(`no ${locale} text in ${JSON.stringify(value)}`);
  return text;
}

/** Long text as its blocks show it: one entry per non-empty line. */
const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * Where a site path leads on a page of `locale`: Italian unprefixed, English under /en (the locale lives in
 * the URL).
 */
const localeHref = (locale: Locale, sitePath: string) =>
  locale === "it" ? sitePath
  : sitePath === "/" ? "/en"
  : `/en${sitePath}`;

/** Renders one block through the registry on a page of `locale`, with the demo site settings. */
function show(block: ContentBlock, locale: Locale) {
  cleanup();
  const { container } = renderPage(<Blocks blocks={[block]} />, { locale, settings: site.settings });
  return { container, view: within(container) };
}

const hrefOf = (element: Element) => element.getAttribute("href");
const altsOf = (container: Element) => [...container.querySelectorAll("img")].map((img) => img.getAttribute("alt"));

const covered = new Set<string>();

/** A test of one block type, run on a page of each locale. */
function blockTest(type: string, rule: string, check: (locale: Locale) => void) {
  covered.add(type);
  test(`${type}: ${rule}`, () => {
    for (const locale of LOCALES) {
      site = sites[locale];
      check(locale);
    }
  });
}

test("every block type of the registry is checked below with content from the demo dataset", () => {
  expect([...covered].sort()).toEqual(Object.keys(BLOCK_REGISTRY).sort());
});

// Page blocks

blockTest("hero", "the title is the page's h1, with the subtitle and a call to action into the locale", (locale) => {
  const block = demoBlock<{ title: Text; subtitle: Text; cta: Link; image: Image }>(site, "hero", (b) => b.cta?.href);
  const { container, view } = show(block, locale);
  expect(view.getByRole("heading", { level: 1 }).textContent).toBe(inLang(block.title, locale));
  expect(view.getByText(inLang(block.subtitle, locale))).toBeTruthy();
  const cta = view.getByRole("link", { name: inLang(block.cta.label, locale) });
  expect(hrefOf(cta)).toBe(localeHref(locale, block.cta.href));
  // The first hero's picture is the page's largest paint: in the markup at once, eager.
  const img = container.querySelector("img")!;
  expect(img.getAttribute("src")).toContain(block.image.asset._id.split("-")[1]);
  expect(img.getAttribute("loading")).toBe("eager");
});

blockTest("title", "a level-1 title is the page's h1 with the content's text", (locale) => {
  const block = demoBlock<{ text: Text; level: number }>(site, "title", (b) => b.level === 1);
  const { view } = show(block, locale);
  expect(view.getByRole("heading", { level: 1 }).textContent).toBe(inLang(block.text, locale));
});

blockTest("subtitle", "shows its line of text", (locale) => {
  const block = demoBlock<{ text: Text }>(site, "subtitle");
  const { view } = show(block, locale);
  expect(view.getByText(inLang(block.text, locale)).tagName).toBe("P");
});

blockTest("linedTitle", "its text is a second-level heading", (locale) => {
  const block = demoBlock<{ text: Text }>(site, "linedTitle");
  const { view } = show(block, locale);
  expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.text, locale));
});

blockTest("centeredParagraph", "shows each line of its text as a paragraph", (locale) => {
  const block = demoBlock<{ text: Text }>(site, "centeredParagraph");
  const { view } = show(block, locale);
  for (const line of linesOf(inLang(block.text, locale))) expect(view.getByText(line).tagName).toBe("P");
});

blockTest(
  "richText",
  "renders the Portable Text of the locale: headings, list items, emphasis and links into the locale",
  (locale) => {
    type Span = { text: string; marks?: string[] };
    type PtBlock = { style?: string; listItem?: string; children: Span[]; markDefs?: { _key: string; href: string }[] };
    const block = demoBlock<{ body: Record<Locale, PtBlock[]> }>(
      site,
      "richText",
      (b) => b.body?.[locale]?.some((p) => p.listItem) && b.body[locale].some((p) => p.markDefs?.length),
    );
    const body = block.body[locale];
    const { container, view } = show(block, locale);
    const headings = body.filter((p) => /^h[1-6]$/.test(p.style ?? ""));
    expect(view.getAllByRole("heading").map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`)).toEqual(
      headings.map((p) => `${p.style} ${p.children.map((s) => s.text).join("")}`),
    );
    expect(view.getAllByRole("listitem")).toHaveLength(body.filter((p) => p.listItem).length);
    const strong = body.flatMap((p) => p.children).filter((s) => s.marks?.includes("strong"));
    expect([...container.querySelectorAll("strong")].map((s) => s.textContent)).toEqual(strong.map((s) => s.text));
    for (const p of body) {
      for (const def of p.markDefs ?? []) {
        const text = p.children
          .filter((s) => s.marks?.includes(def._key))
          .map((s) => s.text)
          .join("");
        const link = view.getByRole("link", { name: text });
        expect(hrefOf(link)).toBe(def.href.startsWith("/") ? localeHref(locale, def.href) : def.href);
      }
    }
  },
);

blockTest("imageBlock", "shows the picture with its alt text and its caption", (locale) => {
  const block = demoBlock<{ image: Image; caption: Text }>(site, "imageBlock", (b) => b.caption);
  const { container, view } = show(block, locale);
  expect(altsOf(container)).toContain(inLang(block.image.alt, locale));
  expect(view.getByText(inLang(block.caption, locale)).tagName).toBe("FIGCAPTION");
});

blockTest("quote", "shows the quotation and who said it, with their role", (locale) => {
  const block = demoBlock<{ text: Text; author: string; role: Text }>(site, "quote");
  const { container } = show(block, locale);
  const quote = container.querySelector("blockquote")!;
  expect([...quote.querySelectorAll("p")].map((p) => p.textContent)).toEqual(linesOf(inLang(block.text, locale)));
  expect(container.querySelector("figcaption")!.textContent).toBe(`${block.author}, ${inLang(block.role, locale)}`);
});

blockTest("gallery", "its title and one figure per picture, each with its alt text and caption", (locale) => {
  const block = demoBlock<{ title: Text; images: (Image & { caption: Text | null })[] }>(site, "gallery");
  const { container, view } = show(block, locale);
  expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
  expect(view.getAllByRole("listitem")).toHaveLength(block.images.length);
  expect(altsOf(container).filter((alt) => alt)).toEqual(block.images.map((image) => inLang(image.alt, locale)));
  const captions = block.images.filter((image) => image.caption).map((image) => inLang(image.caption, locale));
  expect([...container.querySelectorAll("figcaption")].map((c) => c.textContent)).toEqual(captions);
});

blockTest(
  "galleryLauncher",
  "a button that opens the pictures (its label and count) and a numbered thumbnail for each",
  (locale) => {
    const block = demoBlock<{ label: Text; images: Image[] }>(site, "galleryLauncher");
    const count = block.images.length;
    const { view } = show(block, locale);
    const countText = locale === "it" ? `${count} foto` : `${count} photos`;
    view.getByRole("button", {
      name: (name) => name.startsWith(inLang(block.label, locale)) && name.endsWith(countText),
    });
    const thumbs = view.getAllByRole("link");
    expect(thumbs.map((a) => a.getAttribute("aria-label"))).toEqual(
      block.images.map((_, i) =>
        locale === "it" ? `Apri la foto ${i + 1} di ${count}` : `Open photo ${i + 1} of ${count}`,
      ),
    );
    // Without JavaScript each thumbnail links to its picture on the image CDN.
    thumbs.forEach((a, i) => expect(hrefOf(a)).toContain(block.images[i]!.asset._id.split("-")[1]));
  },
);

blockTest("doubleText", "two columns, each with its title and lines of text", (locale) => {
  const block = demoBlock<{ left: { title: Text; text: Text }; right: { title: Text; text: Text } }>(
    site,
    "doubleText",
    (b) => b.left?.title && b.right?.title,
  );
  const { view } = show(block, locale);
  expect(view.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
    inLang(block.left.title, locale),
    inLang(block.right.title, locale),
  ]);
  for (const column of [block.left, block.right])
    for (const line of linesOf(inLang(column.text, locale))) view.getByText(line);
});

blockTest(
  "doubleImageText",
  "its title, text, both pictures with their alt texts and a link into the locale",
  (locale) => {
    const block = demoBlock<{ title: Text; text: Text; images: Image[]; link: Link }>(site, "doubleImageText");
    const { container, view } = show(block, locale);
    expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
    for (const line of linesOf(inLang(block.text, locale))) view.getByText(line);
    expect(altsOf(container)).toEqual(block.images.slice(0, 2).map((image) => inLang(image.alt, locale)));
    expect(hrefOf(view.getByRole("link", { name: inLang(block.link.label, locale) }))).toBe(
      localeHref(locale, block.link.href),
    );
  },
);

blockTest(
  "externalLink",
  "a link to the other site that opens in a new tab and says so, with its host and description",
  (locale) => {
    const block = demoBlock<{ label: Text; url: string; description: Text }>(site, "externalLink", (b) =>
      b.url?.startsWith("https://"),
    );
    const { view } = show(block, locale);
    const newTab = locale === "it" ? "(si apre in una nuova scheda)" : "(opens in a new tab)";
    const link = view.getByRole("link");
    expect(link.textContent).toBe(`${inLang(block.label, locale)} ${newTab}`);
    expect(hrefOf(link)).toBe(block.url);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    view.getByText(new URL(block.url).hostname.replace(/^www\./, ""));
    view.getByText(inLang(block.description, locale));
  },
);

blockTest("underlineCallToAction", "its label is a link into the locale", (locale) => {
  const block = demoBlock<{ label: Text; href: string }>(site, "underlineCallToAction", (b) => b.href?.startsWith("/"));
  const { view } = show(block, locale);
  expect(hrefOf(view.getByRole("link", { name: inLang(block.label, locale) }))).toBe(localeHref(locale, block.href));
});

blockTest(
  "callToAction",
  "its title, text, picture and a button (into the locale when it leads into the site)",
  (locale) => {
    const block = demoBlock<{ title: Text; text: Text; link: Link; image: Image }>(
      site,
      "callToAction",
      (b) => b.link?.href,
    );
    const { container, view } = show(block, locale);
    expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
    for (const line of linesOf(inLang(block.text, locale))) view.getByText(line);
    expect(altsOf(container)).toEqual([inLang(block.image.alt, locale)]);
    const href = block.link.href.startsWith("/") ? localeHref(locale, block.link.href) : block.link.href;
    expect(hrefOf(view.getByRole("link", { name: inLang(block.link.label, locale) }))).toBe(href);
  },
);

blockTest(
  "allergenInfo",
  "its title and intro, and the legend of the 14 allergens named in the page's language",
  (locale) => {
    const block = demoBlock<{ title: Text; intro: Text; allergens?: string[] }>(site, "allergenInfo");
    const { view } = show(block, locale);
    expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
    for (const line of linesOf(inLang(block.intro, locale))) view.getByText(line);
    // The demo block names no allergens: the legend is the whole Annex, in its order.
    expect(block.allergens ?? []).toEqual([]);
    const items = view.getAllByRole("listitem");
    expect(items).toHaveLength(14);
    items.forEach((item, i) =>
      expect(item.textContent).toBe(
        `${i + 1}${(locale === "en" ? englishMessages : italianMessages())[`allergen.${ALLERGENS[i]!}`]}`,
      ),
    );
  },
);

blockTest("glutenFreeIcon", "the symbol with its words beside it", (locale) => {
  const block = demoBlock<{ label: Text }>(site, "glutenFreeIcon");
  const { container, view } = show(block, locale);
  view.getByText(inLang(block.label, locale));
  expect(container.querySelector("[data-symbol='glutenFree'][aria-hidden='true']")).not.toBeNull();
});

blockTest("vegetarianIcon", "the symbol with its words beside it", (locale) => {
  const block = demoBlock<{ label: Text }>(site, "vegetarianIcon");
  const { container, view } = show(block, locale);
  view.getByText(inLang(block.label, locale));
  expect(container.querySelector("[data-symbol='vegetarian'][aria-hidden='true']")).not.toBeNull();
});

blockTest(
  "openingHours",
  "its title, the week from the site settings (closed days, lunch and dinner hours) and its note",
  (locale) => {
    const block = demoBlock<{ title: Text; note: Text }>(site, "openingHours", (b) => b.title && b.note);
    const week = site.settings.openingHours!;
    const { container, view } = show(block, locale);
    expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
    const rows = container.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(7);
    const closed = locale === "it" ? "Chiuso" : "Closed";
    week.forEach((day, i) => {
      const row = rows[i]!;
      const times = [...row.querySelectorAll("time")].map((t) => t.getAttribute("datetime"));
      if (!day.ranges?.length) expect(row.textContent).toContain(closed);
      expect(times).toEqual((day.ranges ?? []).flatMap((r) => [r.opens, r.closes]));
    });
    for (const line of linesOf(inLang(block.note, locale))) view.getByText(line);
  },
);

blockTest(
  "productLists",
  "chosen dishes: the title, intro, each dish by name linked to its page, and a link to the menu",
  (locale) => {
    type Item = { slug: string; title: Text; description?: Text };
    const block = demoBlock<{ title: Text; intro: Text; items: Item[] }>(site, "productLists", (b) => b.items?.length);
    const { view } = show(block, locale);
    expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
    view.getByText(inLang(block.intro, locale));
    const dishes = view.getAllByRole("heading", { level: 3 });
    expect(dishes.map((h) => h.textContent)).toEqual(block.items.map((item) => inLang(item.title, locale)));
    block.items.forEach((item, i) =>
      expect(hrefOf(within(dishes[i]!).getByRole("link"))).toBe(localeHref(locale, `/menu/${item.slug}`)),
    );
    expect(hrefOf(view.getByRole("link", { name: locale === "it" ? "Menù" : "Menu" }))).toBe(
      localeHref(locale, "/menu"),
    );
  },
);

blockTest("productLists", "a whole category: its dishes in order and a link to the category's page", (locale) => {
  type Category = { slug: string; title: Text; items: { slug: string; title: Text }[] };
  const block = demoBlock<{ category: Category; items?: unknown[] | null }>(
    site,
    "productLists",
    (b) => !b.items?.length && b.category?.items?.length,
  );
  const { view } = show(block, locale);
  expect(view.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
    block.category.items.map((item) => inLang(item.title, locale)),
  );
  const link = view.getByRole("link", { name: inLang(block.category.title, locale) });
  expect(hrefOf(link)).toBe(localeHref(locale, `/menu/${block.category.slug}`));
});

blockTest("menuGallery", "its title and one card per dish with a picture, each linked to the dish", (locale) => {
  const block = demoBlock<{ title: Text; items: { slug: string; title: Text }[] }>(site, "menuGallery");
  expect(block.items.length).toBeGreaterThan(0);
  const { view } = show(block, locale);
  expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
  expect(view.getAllByRole("listitem")).toHaveLength(block.items.length);
  const names = view.getAllByRole("heading", { level: 3 });
  expect(names.map((h) => h.textContent)).toEqual(block.items.map((item) => inLang(item.title, locale)));
  block.items.forEach((item, i) =>
    expect(hrefOf(within(names[i]!).getByRole("link"))).toBe(localeHref(locale, `/menu/${item.slug}`)),
  );
});

blockTest(
  "news",
  "its title, the latest `count` articles linked into the locale, and a link to the journal",
  (locale) => {
    type Article = { slug: string; title: Text };
    const block = demoBlock<{ title: Text; count: number; articles: Article[] }>(site, "news");
    const shown = block.articles.slice(0, block.count);
    expect(shown.length).toBeGreaterThan(1);
    const { view } = show(block, locale);
    expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
    expect(view.getAllByRole("listitem")).toHaveLength(shown.length);
    const titles = view.getAllByRole("heading", { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(shown.map((a) => inLang(a.title, locale)));
    shown.forEach((article, i) =>
      expect(hrefOf(within(titles[i]!).getByRole("link"))).toBe(localeHref(locale, `/journal/${article.slug}`)),
    );
    const all = view.getByRole("link", { name: locale === "it" ? "Tutti gli articoli" : "All articles" });
    expect(hrefOf(all)).toBe(localeHref(locale, "/journal"));
  },
);

blockTest(
  "upcomingEvents",
  "its title, the next `count` events (as of the dataset's present) soonest first, their days and hours in Rome, and a link to all events",
  (locale) => {
    type Event = { slug: string; title: Text; start: string; soldOut?: boolean };
    const block = demoBlock<{ title: Text; count: number; events: Event[] }>(site, "upcomingEvents");
    const shown = block.events.slice(0, block.count);
    expect(shown.length).toBe(3);
    expect(shown.map((e) => e.start)).toEqual([...shown.map((e) => e.start)].sort());
    const { view } = show({ ...block, events: shown } as ContentBlock, locale);
    expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
    const items = view.getAllByRole("listitem");
    expect(items).toHaveLength(shown.length);
    shown.forEach((event, i) => {
      const link = within(items[i]!).getByRole("link");
      expect(link.textContent).toBe(inLang(event.title, locale));
      expect(hrefOf(link)).toBe(localeHref(locale, `/events/${event.slug}`));
      expect(Boolean(within(items[i]!).queryByText(locale === "it" ? "Esaurito" : "Sold out"))).toBe(
        event.soldOut === true,
      );
    });
    // The first, in Rome's time: 12 December 2026, 16:00–18:30 (15:00–17:30 UTC).
    expect(items[0]!.textContent).toContain(
      locale === "it" ? "12 dicembre 2026, 16:00–18:30" : "12 December 2026, 16:00–18:30",
    );
    const all = view.getByRole("link", { name: locale === "it" ? "Tutti gli eventi" : "All events" });
    expect(hrefOf(all)).toBe(localeHref(locale, "/events"));
  },
);

blockTest("newsCard", "the referenced article: its title linked into the locale, its date and excerpt", (locale) => {
  const block = demoBlock<{ article: { slug: string; title: Text; excerpt: Text; publishedAt: string } }>(
    site,
    "newsCard",
  );
  const { container, view } = show(block, locale);
  const link = view.getByRole("link", { name: inLang(block.article.title, locale) });
  expect(hrefOf(link)).toBe(localeHref(locale, `/journal/${block.article.slug}`));
  view.getByText(inLang(block.article.excerpt, locale));
  expect(container.querySelector("time")!.getAttribute("datetime")).toBe(block.article.publishedAt);
});

blockTest("subMenu", "a navigation named by its title with a #link to each anchor", (locale) => {
  const block = demoBlock<{ title: Text; items: { label: Text; anchor: string }[] }>(site, "subMenu");
  const { view } = show(block, locale);
  const nav = view.getByRole("navigation", { name: inLang(block.title, locale) });
  const links = within(nav).getAllByRole("link");
  expect(links.map((a) => `${a.textContent} ${hrefOf(a)}`)).toEqual(
    block.items.map((item) => `${inLang(item.label, locale)} #${item.anchor}`),
  );
});

blockTest("background", "a band with the anchor as id, holding its own blocks in order", (locale) => {
  const block = demoBlock<{ anchor: string; blocks: ContentBlock[] }>(
    site,
    "background",
    (b) => b.anchor && b.blocks?.some((inner) => inner._type === "linedTitle"),
  );
  const { container, view } = show(block, locale);
  const band = container.querySelector("[data-block='background']")!;
  expect(band.id).toBe(block.anchor);
  expect([...band.querySelectorAll("[data-block]")].map((el) => el.getAttribute("data-block"))).toEqual(
    block.blocks.map((inner) => inner._type),
  );
  const title = block.blocks.find((inner) => inner._type === "linedTitle")!;
  expect(view.getByRole("heading", { name: inLang(title.text, locale) })).toBeTruthy();
});

// The video player is being reworked (file sources, lazy loading): only its title, caption and poster are checked here.
blockTest("videoPlayer", "its title, its caption and a poster", (locale) => {
  const block = demoBlock<{ title: Text; caption: Text; poster: Image }>(site, "videoPlayer", (b) => b.poster);
  const { container, view } = show(block, locale);
  expect(view.getByRole("heading", { level: 2 }).textContent).toBe(inLang(block.title, locale));
  view.getByText(inLang(block.caption, locale));
  expect(container.querySelector("img")).not.toBeNull();
});

// Chrome blocks: configured in siteSettings.chrome, drawn by the site layout, placeable on a page.

blockTest(
  "header",
  "the main navigation from the settings, linked into the locale, with the logo, language switcher and hamburger",
  (locale) => {
    const block = demoBlock(site, "header");
    const main = site.settings.navigation!.main!;
    const { view } = show(block, locale);
    view.getByRole("banner");
    const nav = view.getByRole("navigation", { name: locale === "it" ? "Navigazione principale" : "Main navigation" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => `${a.textContent} ${hrefOf(a)}`),
    ).toEqual(main.map((link) => `${inLang(link.label, locale)} ${localeHref(locale, link.href!)}`));
    view.getByRole("link", { name: inLang(site.settings.chrome!.logo!.label, locale) });
    view.getByRole("navigation", { name: inLang(site.settings.chrome!.languageSwitcher!.label, locale) });
    view.getByRole("button", { name: inLang(site.settings.chrome!.hamburger!.label, locale) });
  },
);

blockTest(
  "footer",
  "its note, the venue's contacts, the footer links into the locale, social links and the legal line",
  (locale) => {
    const block = demoBlock<{ note: Text }>(site, "footer");
    const s = site.settings;
    const { container, view } = show(block, locale);
    const footer = within(view.getByRole("contentinfo"));
    for (const line of linesOf(inLang(block.note, locale))) footer.getByText(line);
    expect(container.querySelector("address")!.textContent).toBe(
      `${s.address!.streetAddress}${s.address!.postalCode} ${s.address!.addressLocality}`,
    );
    expect(hrefOf(footer.getByRole("link", { name: new RegExp(s.phone!.replace(/\+/g, "\\+")) }))).toBe(
      `tel:${s.phone!.replace(/\s+/g, "")}`,
    );
    expect(hrefOf(footer.getByRole("link", { name: new RegExp(s.email!) }))).toBe(`mailto:${s.email}`);
    const nav = within(footer.getByRole("navigation"));
    expect(nav.getAllByRole("link").map((a) => `${a.textContent} ${hrefOf(a)}`)).toEqual(
      s.navigation!.footer!.map((link) => `${inLang(link.label, locale)} ${localeHref(locale, link.href!)}`),
    );
    const social = footer.getByRole("list", { name: locale === "it" ? "Seguici" : "Follow us" });
    expect(within(social).getAllByRole("link").map(hrefOf)).toEqual(s.socialLinks!.map((link) => link.url));
    const legal = [...container.querySelectorAll("footer p")].find((p) => p.textContent?.startsWith("©"));
    expect(legal?.textContent).toBe(`© ${s.title} · ${inLang(s.legal, locale)}`);
  },
);

blockTest("footerLogo", "the wordmark and tagline, a link home in the locale named by its label", (locale) => {
  const block = demoBlock<{ wordmark: string; tagline: Text; label: Text; href: string }>(site, "footerLogo");
  const { view } = show(block, locale);
  const link = view.getByRole("link", { name: inLang(block.label, locale) });
  expect(hrefOf(link)).toBe(localeHref(locale, block.href));
  within(link).getByText(block.wordmark);
  within(link).getByText(inLang(block.tagline, locale));
});

blockTest("logo", "the wordmark, a link home in the locale named by its label", (locale) => {
  const block = demoBlock<{ wordmark: string; label: Text; href: string }>(site, "logo");
  const { view } = show(block, locale);
  const link = view.getByRole("link", { name: inLang(block.label, locale) });
  expect(hrefOf(link)).toBe(localeHref(locale, block.href));
  within(link).getByText(block.wordmark);
});

blockTest("hamburger", "a button named by its label that controls the mobile menu, closed", (locale) => {
  const block = demoBlock<{ label: Text }>(site, "hamburger");
  const { view } = show(block, locale);
  const button = view.getByRole("button", { name: inLang(block.label, locale) });
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(button.getAttribute("aria-controls")).toBe("mobile-menu");
});

blockTest(
  "languageSwitcher",
  "names itself by its label, marks the current language and links to the same page in the other",
  (locale) => {
    const block = demoBlock<{ label: Text }>(site, "languageSwitcher");
    const { container, view } = show(block, locale);
    const nav = within(view.getByRole("navigation", { name: inLang(block.label, locale) }));
    const other =
      locale === "it" ? { name: "English", href: "/en", lang: "en" } : { name: "Italiano", href: "/", lang: "it" };
    const link = nav.getByRole("link", { name: other.name });
    expect(hrefOf(link)).toBe(other.href);
    expect(link.getAttribute("hreflang")).toBe(other.lang);
    expect(container.querySelector("[aria-current='true']")!.getAttribute("lang")).toBe(locale);
  },
);

blockTest(
  "mobileMenu",
  "a closed dialog with home and the main navigation into the locale, the hours, contacts and its note",
  (locale) => {
    const block = demoBlock<{ note: Text }>(site, "mobileMenu");
    const s = site.settings;
    const { container } = show(block, locale);
    const dialog = container.querySelector("dialog")!;
    expect(dialog.open).toBe(false);
    // A closed dialog is out of the accessibility tree: its contents are read as markup.
    const nav = dialog.querySelector("nav")!;
    expect([...nav.querySelectorAll("a")].map((a) => `${a.textContent} ${hrefOf(a)}`)).toEqual([
      `Home ${localeHref(locale, "/")}`,
      ...s.navigation!.main!.map((link) => `${inLang(link.label, locale)} ${localeHref(locale, link.href!)}`),
    ]);
    expect(dialog.querySelector("address")!.textContent).toContain(s.address!.streetAddress);
    expect(dialog.querySelector("dl")).not.toBeNull();
    expect(dialog.textContent).toContain(inLang(block.note, locale));
  },
);

// ---------------------------------------------------------------------------------------------
// The registry's own rules
// ---------------------------------------------------------------------------------------------

for (const type of Object.keys(BLOCK_REGISTRY)) {
  test(`a ${type} block with only _type and _key renders without throwing`, () => {
    consoleError.mockImplementation(() => {});
    expect(() => renderPage(<Blocks blocks={[{ _type: type, _key: "k" }]} />)).not.toThrow();
    expect(consoleError).not.toHaveBeenCalled();
  });
}

test("an unknown block type renders nothing and warns once", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { container } = renderPage(
    <Blocks
      blocks={[
        { _type: "carousel3000", _key: "a" },
        { _type: "carousel3000", _key: "b" },
        { _type: "centeredParagraph", _key: "c", text: { it: "Ciao" } },
      ]}
    />,
  );
  expect(container.textContent).toBe("Ciao");
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![0]).toContain('unknown block type "carousel3000"');
  warnUnknownBlock("carousel3000");
  expect(warn).toHaveBeenCalledTimes(1);
});

test("malformed entries in a block list are skipped", () => {
  // Entries that are no blocks at all: a list the type of Blocks would not let through.
  const { container } = renderPage(
    <Blocks blocks={[null, 3, { _key: "x" }, { _type: "subtitle", text: { it: "Sì" } }] as never} />,
  );
  expect(container.textContent).toBe("Sì");
});

test("a background never holds another background", () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { container } = renderPage(
    <Blocks
      blocks={[
        {
          _type: "background",
          _key: "outer",
          tone: "teal",
          blocks: [
            { _type: "background", _key: "inner", blocks: [{ _type: "subtitle", _key: "s", text: { it: "dentro" } }] },
          ],
        },
      ]}
    />,
  );
  expect(container.querySelectorAll("[data-block='background']")).toHaveLength(1);
  expect(container.textContent).not.toContain("dentro");
});

test("a block's anchor becomes its element's id, so #hash links reach it", () => {
  const { container } = renderPage(
    <Blocks blocks={[{ _type: "linedTitle", _key: "l", anchor: "regali", text: { it: "Regali" } }]} />,
  );
  expect(container.querySelector("#regali")?.textContent).toContain("Regali");
});

test("the page's h1 comes from a first hero or a level-1 title, else the page supplies one", () => {
  expect(hasOwnH1([{ _type: "hero" }])).toBe(true);
  expect(hasOwnH1([{ _type: "title", level: 1 }])).toBe(true);
  expect(hasOwnH1([{ _type: "richText" }, { _type: "hero" }])).toBe(false);
  expect(hasOwnH1([{ _type: "title", level: 2 }])).toBe(false);
  const { container } = renderPage(
    <Blocks
      blocks={[
        { _type: "hero", _key: "h", title: { it: "Salone" } },
        { _type: "hero", _key: "h2", title: { it: "Altro" } },
      ]}
    />,
  );
  expect([...container.querySelectorAll("h1")].map((h) => h.textContent)).toEqual(["Salone"]);
});

test("localised fields fall back to Italian where the English is missing", () => {
  const { container } = renderPage(
    <Blocks blocks={[{ _type: "subtitle", _key: "s", text: { it: "Solo italiano" } }]} />,
    { locale: "en" },
  );
  expect(container.textContent).toBe("Solo italiano");
});

test("an Italian text standing in for a missing English one is marked lang='it'; a translated one, and any on the Italian page, carry no lang", () => {
  const blocks = [
    { _type: "title", _key: "t", level: 1, text: { it: "Chi siamo" } },
    { _type: "subtitle", _key: "s", text: { it: "Dal 1962", en: "Since 1962" } },
    {
      _type: "richText",
      _key: "r",
      body: { it: [{ _type: "block", _key: "b", children: [{ _type: "span", _key: "c", text: "Testo" }] }] },
    },
  ];
  const { container } = renderPage(<Blocks blocks={blocks} />, { locale: "en" });
  expect(container.querySelector("h1")!.getAttribute("lang")).toBe("it");
  expect(container.querySelector("p")!.hasAttribute("lang")).toBe(false);
  expect(container.querySelector(".prose")!.getAttribute("lang")).toBe("it");
  cleanup();
  const italian = renderPage(<Blocks blocks={blocks} />);
  expect(italian.container.querySelectorAll("[lang]")).toHaveLength(0);
});

test("a title or subtitle empty in both languages is not drawn: no empty heading", () => {
  const { container } = renderPage(
    <Blocks
      blocks={[
        { _type: "title", _key: "t", level: 2, text: { it: "", en: " " } },
        { _type: "subtitle", _key: "s", text: { it: "" } },
      ]}
    />,
    { locale: "en" },
  );
  expect(container.querySelector("h2")).toBeNull();
  expect(container.querySelector("p")).toBeNull();
});
