import { validateJsonLd } from "../support/seo-validate";
import { FAMILIES, JSON_LD_TYPES, demoSlugs, groq, type Slugs } from "./support/content";
import { expect, test } from "./support/test";

/**
 * The JSON-LD of every page family, in both languages, read from the server's HTML and validated
 * against the schema.org table the site relies on (tests/support/seo-validate.ts), then checked against
 * the content it describes. That it survives hydration is checked on head.spec.ts's load of each
 * family's page.
 */

let slugs: Slugs;
test.beforeAll(async () => {
  slugs = await demoSlugs();
});

const LOCALES = [
  { prefix: "", lang: "it" },
  { prefix: "/en", lang: "en" },
] as const;

type Node = Record<string, unknown>;

/** The JSON-LD scripts of a page's HTML, validated; fails the test on any error. */
function structuredData(html: string, where: string): Node[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1]!,
  );
  return scripts.map((text, i) => {
    const { errors, nodes } = validateJsonLd(text);
    expect(errors, `${where} script ${i}`).toEqual([]);
    expect(nodes, `${where} script ${i}`).toHaveLength(1);
    return nodes[0]!;
  });
}

for (const locale of LOCALES) {
  test(`every page family's JSON-LD parses and validates against schema.org, in ${locale.lang}`, async ({
    request,
    baseURL,
  }) => {
    for (const family of FAMILIES) {
      const url = locale.prefix + family.path(slugs) || "/";
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const nodes = structuredData(await response.text(), `${family.name} ${url}`);
      expect(
        nodes.map((n) => n["@type"]),
        url,
      ).toEqual(JSON_LD_TYPES[family.name]);
      for (const node of nodes) {
        if ("inLanguage" in node) expect(node.inLanguage, url).toBe(locale.lang);
        // Every URL in it is absolute on the site's origin, in the page's language.
        const urls = JSON.stringify(node).match(/"(?:url|item|hasMenu|mainEntityOfPage)":"([^"]+)"/g) ?? [];
        for (const entry of urls) {
          const href = entry.split('":"')[1]!.slice(0, -1);
          expect(href.startsWith(baseURL!), `${url}: ${href}`).toBe(true);
          if (locale.lang === "en") expect(new URL(href).pathname, `${url}: ${href}`).toMatch(/^\/en(\/|$)/);
          else expect(new URL(href).pathname, `${url}: ${href}`).not.toMatch(/^\/(en|it)(\/|$)/);
        }
      }
    }
  });
}

test("the Restaurant on the home page states the settings' hours, exceptions, contacts and no reservations", async ({
  request,
  baseURL,
}) => {
  const settings = await groq<{
    title: string;
    phone: string;
    acceptsReservations: boolean;
    geo: { lat: number; lng: number };
    socialLinks: { url: string }[];
    openingHours: { day: string; ranges: { opens: string; closes: string }[] }[];
    openingExceptions: { from: string; to: string; closed: boolean; ranges?: { opens: string; closes: string }[] }[];
  }>(
    `*[_id == "siteSettings"][0]{title, phone, acceptsReservations, geo, socialLinks, openingHours, openingExceptions}`,
  );
  const [restaurant] = structuredData(await (await request.get("/en")).text(), "home");
  expect(restaurant).toMatchObject({
    name: settings.title,
    telephone: settings.phone,
    acceptsReservations: settings.acceptsReservations,
    url: `${baseURL}/en`,
    hasMenu: `${baseURL}/en/menu`,
    geo: { latitude: settings.geo.lat, longitude: settings.geo.lng },
    sameAs: settings.socialLinks.map((s) => s.url),
  });
  // Every weekly range appears on exactly its weekdays (Saturday's 19:00–00:30 included).
  const specs = restaurant!.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
  const fromSchema = specs
    .flatMap((s) =>
      s.dayOfWeek.map((d) => `${d.replace("https://schema.org/", "").toLowerCase()} ${s.opens}-${s.closes}`),
    )
    .sort();
  const fromContent = settings.openingHours
    .flatMap((d) => d.ranges.map((r) => `${d.day} ${r.opens}-${r.closes}`))
    .sort();
  expect(fromSchema).toEqual(fromContent);
  expect(fromSchema.some((s) => s === "saturday 19:00-00:30")).toBe(true);
  // Exceptions still to come: closures as 00:00–00:00, shorter days with their hours.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  const upcoming = settings.openingExceptions.filter((x) => x.to >= today);
  const special = (restaurant!.specialOpeningHoursSpecification ?? []) as {
    validFrom: string;
    validThrough: string;
    opens: string;
    closes: string;
  }[];
  expect(special.map((s) => s.validFrom)).toEqual(
    upcoming.flatMap((x) => (x.closed ? [x.from] : (x.ranges ?? []).map(() => x.from))),
  );
  for (const x of upcoming.filter((e) => e.closed)) {
    expect(special).toContainEqual({
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: x.from,
      validThrough: x.to,
    });
  }
});

test("the menu's JSON-LD lists every dish with its price in euros and its diets", async ({ request }) => {
  const dishes = await groq<{ slug: string; price: number; vegetarian: boolean; glutenFree: boolean }[]>(
    `*[_type == "menuItem"]{"slug": slug.current, price, vegetarian, glutenFree}`,
  );
  const [menu] = structuredData(await (await request.get("/menu")).text(), "menu");
  const items = (menu!.hasMenuSection as Node[]).flatMap((s) => s.hasMenuItem as Node[]);
  expect(items).toHaveLength(dishes.length);
  for (const dish of dishes) {
    const item = items.find((i) => String(i.url).endsWith(`/menu/${dish.slug}`));
    expect(item, dish.slug).toBeTruthy();
    expect(item!.offers, dish.slug).toEqual({ "@type": "Offer", price: dish.price.toFixed(2), priceCurrency: "EUR" });
    const diets = (item!.suitableForDiet as string[] | undefined) ?? [];
    expect(diets.includes("https://schema.org/VegetarianDiet"), dish.slug).toBe(dish.vegetarian);
    expect(diets.includes("https://schema.org/GlutenFreeDiet"), dish.slug).toBe(dish.glutenFree);
  }
});

test("a dish's page: its Menu holds its section with the dish alone, and the breadcrumbs go Home › Menu › Category › Dish", async ({
  request,
}) => {
  const dish = await groq<{ title: { en: string }; category: { slug: string; title: { en: string } } }>(
    `*[_type == "menuItem" && slug.current == $slug][0]{title, "category": category->{"slug": slug.current, title}}`,
    { slug: slugs.item },
  );
  const [menu, crumbs] = structuredData(await (await request.get(`/en/menu/${slugs.item}`)).text(), "menu item");
  const sections = menu!.hasMenuSection as Node[];
  expect(sections).toHaveLength(1);
  expect(sections[0]!.name).toBe(dish.category.title.en);
  expect((sections[0]!.hasMenuItem as Node[]).map((i) => i.name)).toEqual([dish.title.en]);
  expect((crumbs!.itemListElement as Node[]).map((c) => c.name)).toEqual([
    "Home",
    "Menu",
    dish.category.title.en,
    dish.title.en,
  ]);
});

test("an article is a BlogPosting with its publication date and cover, written by the venue", async ({
  request,
  baseURL,
}) => {
  const article = await groq<{ publishedAt: string; title: { it: string } }>(
    `*[_type == "article" && slug.current == $slug][0]{publishedAt, title}`,
    {
      slug: slugs.article,
    },
  );
  const [[posting], [home]] = [
    structuredData(await (await request.get(`/journal/${slugs.article}`)).text(), "article"),
    structuredData(await (await request.get("/")).text(), "home"),
  ];
  expect(posting).toMatchObject({
    headline: article.title.it,
    datePublished: article.publishedAt,
    url: `${baseURL}/journal/${slugs.article}`,
  });
  expect((posting!.image as string[]).length).toBeGreaterThan(0);
  // The author is the venue of the home page's Restaurant, by @id.
  expect((posting!.author as Node)["@id"]).toBe(home!["@id"]);
});
