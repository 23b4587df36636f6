import { expect, test } from "vitest";
import type { ArticleCard, MenuCategory, MenuItemCard, OpeningException, SiteSettings } from "~/content-client/types";
import { articleJsonLd } from "../journal/structured-data";
import { breadcrumbJsonLd } from "./breadcrumbs";
import { serializeJsonLd, venueId, type SeoContext } from "~/ui/json-ld";
import { menuItemJsonLd, menuJsonLd, menuSectionJsonLd } from "../menu/structured-data";
import {
  openingHoursSpecification,
  restaurantJsonLd,
  specialOpeningHoursSpecification,
} from "../venue/structured-data";
import { validateJsonLd } from "../../tests/support/seo-validate";
import { drifted } from "../../tests/support/drifted";
import { propertyOf } from "@site/narrow";

const SITE = "https://salone.example";
const it: SeoContext = {
  siteUrl: SITE,
  locale: "it",
  images: { projectId: "salone", dataset: "production", imageUrl: "" },
};
const en: SeoContext = { ...it, locale: "en" };
const image = (id: string) => ({ asset: { _id: id } });
const r = (opens: string, closes: string) => ({ opens, closes });

const SETTINGS: SiteSettings = {
  _id: "siteSettings",
  title: "Salone Ottavia",
  description: { it: "Un salone di gastronomia a Roma", en: "A gastronomy salon in Rome" },
  shareImage: image("image-c04525def1fdd1d846afdc4483ba80ee7f9640e5-1200x630-jpg"),
  address: {
    streetAddress: "Via dei Cappellari 61",
    postalCode: "00186",
    addressLocality: "Roma",
    addressRegion: "RM",
    addressCountry: "IT",
  },
  geo: { lat: 41.89631, lng: 12.47065 },
  phone: "+39 06 5550 1874",
  email: "ciao@salone-ottavia.example",
  servesCuisine: ["Romana", "Italiana"],
  priceRange: "€€",
  acceptsReservations: false,
  openingHours: [
    { day: "monday", ranges: [] },
    { day: "tuesday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
    { day: "wednesday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
    { day: "thursday", ranges: [r("10:00", "15:30"), r("18:30", "23:00")] },
    { day: "friday", ranges: [r("10:00", "15:30"), r("18:30", "23:30")] },
    { day: "saturday", ranges: [r("10:00", "15:30"), r("19:00", "00:30")] },
    { day: "sunday", ranges: [r("10:00", "16:00")] },
  ],
  // Exceptions without a label: content that lacks what the schema requires.
  openingExceptions: [
    { from: "2025-12-25", to: "2025-12-25", closed: true },
    { from: "2026-08-10", to: "2026-08-23", closed: true },
    { from: "2026-12-24", to: "2026-12-24", closed: false, ranges: [r("10:00", "17:00")] },
  ].map((exception) => drifted<OpeningException>(exception)),
  socialLinks: [
    { platform: "instagram", url: "https://www.instagram.com/salone.ottavia.demo/" },
    { platform: "facebook", url: "https://www.facebook.com/salone.ottavia.demo" },
  ],
};

// A category and dishes with only what the JSON-LD reads: the rest of the schema's is left out.
const CATEGORY = drifted<MenuCategory>({
  _id: "menuCategory-antipasti",
  slug: "antipasti",
  title: { it: "Antipasti", en: "Starters" },
  intro: { it: "Per cominciare", en: "To begin" },
  items: [
    drifted<MenuItemCard>({
      _id: "menuItem-suppli",
      slug: "suppli",
      title: { it: "Supplì", en: "Supplì" },
      description: { it: "Riso e mozzarella", en: "Rice and mozzarella" },
      price: 3,
      allergens: ["gluten", "milk", "eggs"],
      vegetarian: true,
      image: image("image-1111111111111111111111111111111111111111-1200x900-jpg"),
    }),
    drifted<MenuItemCard>({
      _id: "menuItem-carciofo",
      slug: "carciofo-alla-romana",
      title: { it: "Carciofo alla romana", en: "Roman artichoke" },
      price: 7.5,
      allergens: [],
      vegetarian: true,
      glutenFree: true,
    }),
  ],
});

const ARTICLE: ArticleCard = {
  _id: "article-x",
  _updatedAt: "2026-03-02T10:00:00Z",
  slug: "ricetta-cacio-e-pepe",
  title: { it: "Cacio e pepe", en: "Cacio e pepe" },
  excerpt: { it: "La ricetta", en: "The recipe" },
  publishedAt: "2026-03-01T09:00:00Z",
  cover: image("image-2222222222222222222222222222222222222222-1600x1067-jpg"),
};

const valid = (node: unknown) => validateJsonLd(serializeJsonLd(node));

test("the home page's Restaurant is valid against the schema.org table and carries the venue's facts", () => {
  const node = restaurantJsonLd(SETTINGS, en, "2026-03-01");
  expect(valid(node).errors).toEqual([]);
  expect(node).toMatchObject({
    "@type": "Restaurant",
    "@id": `${SITE}/#venue`,
    name: "Salone Ottavia",
    description: "A gastronomy salon in Rome",
    url: `${SITE}/en`,
    hasMenu: `${SITE}/en/menu`,
    telephone: "+39 06 5550 1874",
    priceRange: "€€",
    servesCuisine: ["Romana", "Italiana"],
    address: { "@type": "PostalAddress", streetAddress: "Via dei Cappellari 61", addressCountry: "IT" },
    geo: { "@type": "GeoCoordinates", latitude: 41.89631, longitude: 12.47065 },
    sameAs: ["https://www.instagram.com/salone.ottavia.demo/", "https://www.facebook.com/salone.ottavia.demo"],
  });
  // false is a value, not an absence: the venue takes no reservations.
  expect(node.acceptsReservations).toBe(false);
  expect(node.image).toMatch(/^https:\/\/salone\.example\/images\/.+\.jpg\?.*w=1200&h=630.*fm=jpg/);
});

test("weekly hours: one specification per range with every weekday that has it; closed days absent; past midnight kept", () => {
  const specs = openingHoursSpecification(SETTINGS);
  const find = (opens: string, closes: string) => specs.find((s) => s.opens === opens && s.closes === closes);
  expect(find("10:00", "15:30")?.dayOfWeek).toEqual(
    ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((d) => `https://schema.org/${d}`),
  );
  expect(find("18:30", "23:00")?.dayOfWeek).toEqual(
    ["Tuesday", "Wednesday", "Thursday"].map((d) => `https://schema.org/${d}`),
  );
  expect(find("19:00", "00:30")?.dayOfWeek).toEqual(["https://schema.org/Saturday"]);
  expect(specs.flatMap((s) => s.dayOfWeek)).not.toContain("https://schema.org/Monday");
});

test("dated exceptions become special opening hours; closures are 00:00–00:00; ended ones are left out", () => {
  expect(specialOpeningHoursSpecification(SETTINGS, "2026-03-01")).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      opens: "00:00",
      closes: "00:00",
      validFrom: "2026-08-10",
      validThrough: "2026-08-23",
    },
    {
      "@type": "OpeningHoursSpecification",
      opens: "10:00",
      closes: "17:00",
      validFrom: "2026-12-24",
      validThrough: "2026-12-24",
    },
  ]);
  expect(specialOpeningHoursSpecification(SETTINGS, "2027-01-01")).toEqual([]);
  // With nothing to come, the property is absent rather than an empty list.
  expect(restaurantJsonLd(SETTINGS, it, "2027-01-01")).not.toHaveProperty("specialOpeningHoursSpecification");
});

test("the menu: sections and items with EUR offers, diets and the page's language", () => {
  const node = menuJsonLd([menuSectionJsonLd(CATEGORY, en)], en, "Menu · Salone Ottavia");
  expect(valid(node).errors).toEqual([]);
  expect(node).toMatchObject({ "@type": "Menu", inLanguage: "en", url: `${SITE}/en/menu` });
  const section = propertyOf(node.hasMenuSection, 0);
  expect(section).toMatchObject({ "@type": "MenuSection", name: "Starters", url: `${SITE}/en/menu/antipasti` });
  const items = propertyOf(section, "hasMenuItem");
  const [suppli, carciofo] = [propertyOf(items, 0), propertyOf(items, 1)];
  expect(suppli).toMatchObject({
    name: "Supplì",
    url: `${SITE}/en/menu/suppli`,
    offers: { "@type": "Offer", price: "3.00", priceCurrency: "EUR" },
    suitableForDiet: ["https://schema.org/VegetarianDiet"],
  });
  expect(carciofo).toHaveProperty("suitableForDiet", [
    "https://schema.org/VegetarianDiet",
    "https://schema.org/GlutenFreeDiet",
  ]);
  expect(carciofo).not.toHaveProperty("image");
  expect(menuItemJsonLd(CATEGORY.items![0]!, it).url).toBe(`${SITE}/menu/suppli`);
});

test("hours past midnight: Friday 19:00–01:00 and New Year's Eve until 01:00 keep closes before opens, on the day they open", () => {
  const late: SiteSettings = {
    ...SETTINGS,
    openingHours: [
      { day: "friday", ranges: [r("19:00", "01:00")] },
      { day: "saturday", ranges: [r("19:00", "01:00")] },
    ],
    openingExceptions: [
      {
        from: "2026-12-31",
        to: "2026-12-31",
        closed: false,
        ranges: [r("19:00", "01:00")],
        label: { it: "San Silvestro", en: "New Year's Eve" },
      },
    ],
  };
  expect(openingHoursSpecification(late)).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["https://schema.org/Friday", "https://schema.org/Saturday"],
      opens: "19:00",
      closes: "01:00",
    },
  ]);
  // Read at 00:30 on 1 January the eve has ended by the calendar: it is no longer announced.
  expect(specialOpeningHoursSpecification(late, "2026-12-31")).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      opens: "19:00",
      closes: "01:00",
      validFrom: "2026-12-31",
      validThrough: "2026-12-31",
    },
  ]);
  for (const ctx of [it, en]) expect(valid(restaurantJsonLd(late, ctx, "2026-12-31")).errors).toEqual([]);
});

test("the menu's diets stay truthful: no gluten-free claim for a dish that may contain traces of gluten, in either language", () => {
  const carciofo = CATEGORY.items![1]!;
  for (const ctx of [it, en]) {
    expect(menuItemJsonLd({ ...carciofo, traces: ["nuts"] }, ctx).suitableForDiet).toEqual([
      "https://schema.org/VegetarianDiet",
      "https://schema.org/GlutenFreeDiet",
    ]);
    expect(menuItemJsonLd({ ...carciofo, traces: ["gluten"] }, ctx).suitableForDiet).toEqual([
      "https://schema.org/VegetarianDiet",
    ]);
    expect(menuItemJsonLd({ ...carciofo, allergens: ["gluten"] }, ctx).suitableForDiet).toEqual([
      "https://schema.org/VegetarianDiet",
    ]);
  }
});

test("an article is a BlogPosting by the venue, with its dates and three crops of its cover", () => {
  const node = articleJsonLd(ARTICLE, SETTINGS, it);
  expect(valid(node).errors).toEqual([]);
  expect(node).toMatchObject({
    "@type": "BlogPosting",
    headline: "Cacio e pepe",
    inLanguage: "it",
    datePublished: "2026-03-01T09:00:00Z",
    dateModified: "2026-03-02T10:00:00Z",
    url: `${SITE}/journal/ricetta-cacio-e-pepe`,
    author: { "@type": "Restaurant", "@id": venueId(SITE), name: "Salone Ottavia" },
  });
  expect(node.image).toHaveLength(3);
});

test("breadcrumbs number their items from 1 and give absolute URLs in the page's language", () => {
  const node = breadcrumbJsonLd(
    [
      { name: "Home", path: "/" },
      { name: "Menu", path: "/menu" },
      { name: "Starters", path: "/menu/antipasti" },
    ],
    en,
  );
  expect(valid(node).errors).toEqual([]);
  expect(node.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/en` },
    { "@type": "ListItem", position: 2, name: "Menu", item: `${SITE}/en/menu` },
    { "@type": "ListItem", position: 3, name: "Starters", item: `${SITE}/en/menu/antipasti` },
  ]);
});

test("the serialised JSON cannot close its script element", () => {
  const text = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script> & <!--" });
  expect(text).not.toMatch(/[<>&]/);
  expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script> & <!--");
});

test("the validator rejects what schema.org consumers would: missing, mistyped, unknown and malformed", () => {
  const menu = menuJsonLd([menuSectionJsonLd(CATEGORY, en)], en, "Menu");
  const broken = JSON.parse(serializeJsonLd(menu));
  delete broken.inLanguage;
  broken.hasMenuSection[0].hasMenuItem[0].offers.price = "3,00";
  broken.hasMenuSection[0].hasMenuItem[0].offers.priceCurrency = "euro";
  broken.hasMenuSection[0].hasMenuItem[1].suitableForDiet = ["Vegetarian"];
  broken.hasMenuSection[0].calories = 300;
  const errors = validateJsonLd(JSON.stringify(broken)).errors;
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.stringContaining("inLanguage: required by Menu"),
      expect.stringMatching(/offers\.price: expected Price/),
      expect.stringMatching(/offers\.priceCurrency: expected Currency/),
      expect.stringMatching(/suitableForDiet\[0\]: expected RestrictedDiet/),
      expect.stringMatching(/calories: not a property we rely on/),
    ]),
  );

  const restaurant = JSON.parse(serializeJsonLd(restaurantJsonLd(SETTINGS, it, "2026-01-01")));
  restaurant.openingHoursSpecification[0].dayOfWeek = ["Tuesday"];
  restaurant.openingHoursSpecification[1].opens = "6pm";
  restaurant.geo.latitude = "41.9";
  restaurant.telephone = "";
  expect(validateJsonLd(JSON.stringify(restaurant)).errors).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/dayOfWeek\[0\]: expected DayOfWeek/),
      expect.stringMatching(/opens: expected Time/),
      expect.stringMatching(/latitude: expected Number/),
      expect.stringMatching(/telephone: expected Text/),
    ]),
  );

  const crumbs = breadcrumbJsonLd(
    [
      { name: "Home", path: "/" },
      { name: "Menu", path: "/menu" },
    ],
    it,
  );
  const misnumbered = JSON.stringify(crumbs).replace('"position":2', '"position":3');
  expect(misnumbered).toContain('"position":3');
  expect(validateJsonLd(misnumbered).errors).toEqual([expect.stringMatching(/position: expected 2, got 3/)]);

  expect(validateJsonLd("{not json").errors[0]).toMatch(/does not parse/);
  expect(validateJsonLd(JSON.stringify({ "@context": "http://schema.org", "@type": "Menu" })).errors).toEqual(
    expect.arrayContaining([expect.stringMatching(/@context/), expect.stringMatching(/name: required/)]),
  );
  expect(validateJsonLd(JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe" })).errors[0]).toMatch(
    /Recipe is not one of/,
  );
});
