import type { MetaDescriptor } from "react-router";
import { beforeAll, expect, test } from "vitest";
import type { SanityImageValue, SiteSettings } from "~/content-client/types";
import { loadMessages } from "~/i18n/messages";
import { canonicalUrl, localeUrl, pageMeta } from "./meta";

// A page's catalogue is loaded before its head is written (root.tsx).
beforeAll(() => loadMessages("en"));

const SITE = "https://salone.example";
const shareImage: NonNullable<SiteSettings["shareImage"]> = {
  asset: { _id: "image-c04525def1fdd1d846afdc4483ba80ee7f9640e5-1200x630-jpg" },
  alt: { it: "Il salone", en: "The salon" },
};
const cover: SanityImageValue = {
  asset: { _id: "image-90475df3e3f44716be43163bc71fe94cba58ff7b-1600x1067-jpg" },
  alt: { it: "Carciofi", en: "Artichokes" },
};
const settings: SiteSettings = {
  _id: "siteSettings",
  title: "Salone Ottavia",
  description: { it: "Un salone di gastronomia a Roma", en: "A gastronomy salon in Rome" },
  themeColor: "#E0892B",
  tileColor: "#2F3B40",
  shareImage,
};

function args(
  pathname: string,
  options: {
    locale?: "it" | "en";
    imageUrl?: string;
    settings?: SiteSettings;
    error?: unknown;
    search?: string;
    noindex?: true;
  } = {},
) {
  const locale = options.locale ?? (pathname.startsWith("/en") ? "en" : "it");
  return {
    matches: [
      {
        id: "root",
        loaderData: {
          locale,
          config: {
            siteUrl: SITE,
            projectId: "salone",
            dataset: "production",
            imageUrl: options.imageUrl ?? "",
            noindex: options.noindex,
          },
        },
      },
      { id: "locale___default", loaderData: { settings: options.settings ?? settings } },
      { id: "leaf", loaderData: undefined, error: options.error },
    ],
    location: { pathname, search: options.search ?? "" },
  };
}

/** The tags, each read by its attributes (whichever kind of tag it is). */
const records = (tags: MetaDescriptor[]): readonly Record<string, unknown>[] => tags;
const find = (tags: MetaDescriptor[], key: string) => records(tags).find((t) => t.name === key || t.property === key);
const all = (tags: MetaDescriptor[], key: string) =>
  records(tags)
    .filter((t) => t.property === key)
    .map((t) => t.content);

test("the title is the page title and the website name; the home page has the website name alone", () => {
  expect(pageMeta(args("/"))[0]).toEqual({ title: "Salone Ottavia" });
  expect(pageMeta(args("/en/menu"), { it: "Menù", en: "Menu" })[0]).toEqual({ title: "Menu · Salone Ottavia" });
});

test("the description is the document's own where it has one, else the site's, in the page's language", () => {
  expect(find(pageMeta(args("/en/menu")), "description")?.content).toBe("A gastronomy salon in Rome");
  expect(
    find(pageMeta(args("/journal/x"), "X", { description: { it: "Estratto", en: "Excerpt" } }), "description")?.content,
  ).toBe("Estratto");
});

test("canonical and language alternates: Italian unprefixed (also for /it), English under /en, x-default Italian", () => {
  expect(canonicalUrl(SITE, { pathname: "/it/menu", search: "" })).toBe(`${SITE}/menu`);
  expect(canonicalUrl(SITE, { pathname: "/en", search: "" })).toBe(`${SITE}/en`);
  expect(localeUrl(SITE, { pathname: "/journal", search: "?page=2&utm=x" }, "en")).toBe(`${SITE}/en/journal?page=2`);
  const links = records(pageMeta(args("/it/menu"))).filter((t) => t.tagName === "link");
  expect(links).toEqual([
    { tagName: "link", rel: "canonical", href: `${SITE}/menu` },
    { tagName: "link", rel: "alternate", hrefLang: "it", href: `${SITE}/menu` },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: `${SITE}/en/menu` },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${SITE}/menu` },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Salone Ottavia · Giornale",
      href: `${SITE}/journal/feed.xml`,
    },
  ]);
});

test("every indexable page links the journal's feed in its own language", () => {
  const feed = (pathname: string) => records(pageMeta(args(pathname))).find((t) => t.type === "application/rss+xml");
  expect(feed("/en/menu")).toEqual({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: "Salone Ottavia · Journal",
    href: `${SITE}/en/journal/feed.xml`,
  });
  expect(feed("/it/journal")?.href).toBe(`${SITE}/journal/feed.xml`);
});

test("NOINDEX=true (a staging site): every page says noindex and lists no alternates", () => {
  const tags = pageMeta(args("/en/menu", { noindex: true }));
  expect(find(tags, "robots")?.content).toBe("noindex");
  expect(records(tags).some((t) => t.rel === "alternate")).toBe(false);
  expect(find(pageMeta(args("/en/menu")), "robots")).toBeUndefined();
});

test("theme colour and tile colour come from the settings; a malformed value falls back to the brand's", () => {
  const tags = pageMeta(args("/"));
  expect(find(tags, "theme-color")?.content).toBe("#E0892B");
  expect(find(tags, "msapplication-TileColor")?.content).toBe("#2F3B40");
  const odd = pageMeta(args("/", { settings: { ...settings, themeColor: "red;x", tileColor: undefined } }));
  expect(find(odd, "theme-color")?.content).toBe("#E0892B");
  expect(find(odd, "msapplication-TileColor")?.content).toBe("#2F3B40");
});

test("Open Graph and Twitter cards carry an absolute 1200x630 JPEG share image and its alt text", () => {
  const tags = pageMeta(args("/en/menu"), "Menu");
  const image = find(tags, "og:image")?.content;
  expect(image).toMatch(
    new RegExp(`^${SITE}/images/salone/production/c04525def1fdd1d846afdc4483ba80ee7f9640e5-1200x630\\.jpg\\?`),
  );
  expect(image).toContain("w=1200");
  expect(image).toContain("h=630");
  expect(image).toContain("fm=jpg");
  expect(find(tags, "og:image:alt")?.content).toBe("The salon");
  expect(find(tags, "og:locale")?.content).toBe("en_GB");
  expect(all(tags, "og:locale:alternate")).toEqual(["it_IT"]);
  expect(find(tags, "og:url")?.content).toBe(`${SITE}/en/menu`);
  expect(find(tags, "twitter:card")?.content).toBe("summary_large_image");
  expect(find(tags, "twitter:image")?.content).toBe(image);
});

test("a document's own image replaces the site's; with Sanity's CDN the URL is the CDN's", () => {
  const tags = pageMeta(args("/journal/carciofi", { imageUrl: "https://cdn.sanity.io" }), "Carciofi", {
    image: cover,
    type: "article",
    publishedTime: "2026-03-01T09:00:00Z",
  });
  expect(find(tags, "og:image")?.content).toMatch(
    /^https:\/\/cdn\.sanity\.io\/images\/salone\/production\/90475df3e3f44716be43163bc71fe94cba58ff7b-1600x1067\.jpg\?/,
  );
  expect(find(tags, "og:image:alt")?.content).toBe("Carciofi");
  expect(find(tags, "og:type")?.content).toBe("article");
  expect(find(tags, "article:published_time")?.content).toBe("2026-03-01T09:00:00Z");
});

test("noindex pages and error pages ask not to be indexed and list no alternates", () => {
  for (const tags of [
    pageMeta(args("/privacy"), "Privacy", { noindex: true }),
    pageMeta(args("/en/nope", { error: new Error("404") })),
  ]) {
    expect(find(tags, "robots")?.content).toBe("noindex");
    expect(records(tags).some((t) => t.rel === "alternate")).toBe(false);
  }
  expect(find(pageMeta(args("/menu")), "robots")).toBeUndefined();
});
