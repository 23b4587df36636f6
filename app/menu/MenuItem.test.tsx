// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, expect, test } from "vitest";
import { preloadAllBlocks } from "~/blocks/lazy";
import { Blocks } from "~/blocks/Blocks";
import { renderPage } from "../../tests/support/render-blocks";
import type { MenuItemSummary } from "~/content-client/types";
import { AllergenList, DietaryMarks, MenuItem } from "./MenuItem";

// Blocks that load as chunks of their own in the browser (blocks/lazy.ts) render at once once loaded.
beforeAll(() => preloadAllBlocks());

afterEach(cleanup);

const carbonara: MenuItemSummary = {
  _id: "menuItem-spaghetti-alla-carbonara",
  slug: "spaghetti-alla-carbonara",
  title: { it: "Spaghetti alla carbonara", en: "Spaghetti alla carbonara" },
  description: { it: "Guanciale, tuorlo, pecorino e pepe.", en: "Guanciale, egg yolk, pecorino and pepper." },
  price: 14,
  allergens: ["milk", "gluten", "eggs"],
  vegetarian: false,
  glutenFree: false,
};

test("a dish shows its price per locale: 14,00 € in Italian, €14.00 in English", () => {
  renderPage(<MenuItem item={carbonara} />);
  expect(screen.getByRole("article").textContent).toContain("14,00\u00a0€");
  cleanup();
  renderPage(<MenuItem item={{ ...carbonara, price: 12.5 }} />, { locale: "en" });
  expect(screen.getByRole("article").textContent).toContain("€12.50");
});

test("the price is labelled for screen readers", () => {
  renderPage(<MenuItem item={carbonara} />, { locale: "en" });
  expect(screen.getByRole("article").textContent).toMatch(/Price: €14\.00/);
});

test("a dish's name links to its own page in the page's locale", () => {
  renderPage(<MenuItem item={carbonara} />, { locale: "en" });
  expect(screen.getByRole("link", { name: "Spaghetti alla carbonara" }).getAttribute("href")).toBe(
    "/en/menu/spaghetti-alla-carbonara",
  );
});

test("allergens are spelled out in the page's language, in the Annex's order, unknown codes dropped", () => {
  renderPage(<AllergenList allergens={["milk", "gluten", "eggs", "unicorn"]} />);
  expect(document.body.textContent).toBe("Allergeni: Glutine, Uova, Latte");
  cleanup();
  renderPage(<AllergenList allergens={["sulphites", "nuts", "sesame"]} />, { locale: "en" });
  expect(document.body.textContent).toBe("Allergens: Tree nuts, Sesame, Sulphites");
});

test("a dish with no allergens says so in words", () => {
  renderPage(<AllergenList allergens={[]} />, { locale: "en" });
  expect(document.body.textContent).toBe("Allergens: None of the 14 main allergens");
});

test("possible traces are spelled out in words of their own, apart from what the dish contains, in both languages", () => {
  renderPage(<AllergenList allergens={["gluten", "milk"]} traces={["sesame", "nuts", "milk", "unicorn"]} />);
  expect([...document.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
    "Allergeni: Glutine, Latte",
    "Può contenere tracce di: Frutta a guscio, Semi di sesamo",
  ]);
  cleanup();
  renderPage(<AllergenList allergens={["gluten", "milk"]} traces={["sesame", "nuts"]} />, { locale: "en" });
  expect([...document.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
    "Allergens: Gluten, Milk",
    "May contain traces of: Tree nuts, Sesame",
  ]);
});

test("a dish with traces only does not claim 'none of the 14'; one without traces shows no traces line", () => {
  renderPage(<AllergenList allergens={[]} traces={["nuts"]} />, { locale: "en" });
  expect(document.body.textContent).toBe("May contain traces of: Tree nuts");
  cleanup();
  renderPage(<MenuItem item={carbonara} />, { locale: "en" });
  expect(screen.getByRole("article").textContent).not.toContain("traces");
  cleanup();
  renderPage(<MenuItem item={{ ...carbonara, traces: ["nuts"] }} />);
  expect(screen.getByRole("article").textContent).toContain(
    "Allergeni: Glutine, Uova, LattePuò contenere tracce di: Frutta a guscio",
  );
});

test("on the English menu a dish whose English is missing shows the Italian marked lang='it'; an empty description is not drawn", () => {
  renderPage(<MenuItem item={{ ...carbonara, title: { it: "Pasta e ceci" }, description: { it: "", en: "" } }} />, {
    locale: "en",
  });
  expect(screen.getByRole("heading", { name: "Pasta e ceci" }).getAttribute("lang")).toBe("it");
  expect(screen.getByRole("article").querySelector("p[class*='description']")).toBeNull();
  cleanup();
  renderPage(<MenuItem item={{ ...carbonara, description: { it: "Guanciale, tuorlo, pecorino e pepe." } }} />, {
    locale: "en",
  });
  expect(screen.getByRole("heading").hasAttribute("lang")).toBe(false);
  expect(screen.getByText("Guanciale, tuorlo, pecorino e pepe.").getAttribute("lang")).toBe("it");
});

test("dietary symbols always come with their words; the symbols themselves are no text for screen readers", () => {
  renderPage(<DietaryMarks vegetarian glutenFree />);
  const list = screen.getByRole("list");
  const items = within(list).getAllByRole("listitem");
  expect(items.map((li) => li.textContent)).toEqual(["Vegetariano", "Senza glutine"]);
  // Each symbol is its item's generated box (drawn by the stylesheet; see menu-filter.spec.ts), not an element.
  expect(items.map((li) => li.getAttribute("data-mark"))).toEqual(["vegetarian", "glutenFree"]);
  for (const item of items) expect(item.children).toHaveLength(0);
  cleanup();
  renderPage(<DietaryMarks vegetarian />, { locale: "en" });
  expect(screen.getByRole("listitem").textContent).toBe("Vegetarian");
});

test("no dietary marks, no empty list", () => {
  const { container } = renderPage(<DietaryMarks />);
  expect(container.querySelector("ul")).toBeNull();
});

test("the allergen legend block lists all 14 with their Annex numbers, or only those given", () => {
  renderPage(<Blocks blocks={[{ _type: "allergenInfo", _key: "a", title: { it: "I 14 allergeni" } }]} />);
  const items = screen.getAllByRole("listitem");
  expect(items).toHaveLength(14);
  expect(items[0]!.textContent).toBe("1Glutine");
  expect(items[13]!.textContent).toBe("14Molluschi");
  cleanup();
  renderPage(<Blocks blocks={[{ _type: "allergenInfo", _key: "a", allergens: ["milk", "celery"] }]} />, {
    locale: "en",
  });
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["7Milk", "9Celery"]);
});

test("the gluten-free and vegetarian icon blocks say what the symbol means", () => {
  renderPage(
    <Blocks
      blocks={[
        { _type: "glutenFreeIcon", _key: "g" },
        { _type: "vegetarianIcon", _key: "v", label: { it: "Vegetariano: niente carne", en: "Vegetarian: no meat" } },
      ]}
    />,
    { locale: "en" },
  );
  expect(screen.getByText("Gluten-free: guaranteed by the kitchen")).toBeTruthy();
  expect(screen.getByText("Vegetarian: no meat")).toBeTruthy();
});

test("a product list set from a category shows its dishes in order, with prices", () => {
  renderPage(
    <Blocks
      blocks={[
        {
          _type: "productLists",
          _key: "p",
          title: { it: "Formaggi" },
          category: {
            slug: "formaggi",
            title: { it: "Formaggi" },
            items: [
              { ...carbonara, _id: "a", slug: "a", title: { it: "Primo" } },
              { ...carbonara, _id: "b", slug: "b", title: { it: "Secondo" }, price: 9 },
            ],
          },
        },
      ]}
    />,
  );
  expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Primo", "Secondo"]);
  expect(document.body.textContent).toContain("9,00\u00a0€");
});

test("a dish the page places below a phone's first screen says so on its article (styles/global.css holds it out of the first frame)", () => {
  renderPage(<MenuItem item={carbonara} belowFirstScreen />);
  expect(screen.getByRole("article").getAttribute("data-below-first-screen")).toBe("");
  cleanup();
  renderPage(<MenuItem item={carbonara} />);
  expect(screen.getByRole("article").hasAttribute("data-below-first-screen")).toBe(false);
});
