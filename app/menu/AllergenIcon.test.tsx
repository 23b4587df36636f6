import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ALLERGENS } from "~/content-client/allergens";
import { AllergenIcon } from "./AllergenIcon";

test("each of the 14 allergens has its own drawing, hidden from assistive technology (its name is always beside it)", () => {
  const drawings = new Set<string>();
  for (const allergen of ALLERGENS) {
    const svg = renderToStaticMarkup(<AllergenIcon allergen={allergen} />);
    expect(svg, allergen).toMatch(/^<svg[^>]* aria-hidden="true"[^>]* focusable="false"/);
    expect(svg, allergen).toContain(`data-allergen="${allergen}"`);
    expect(svg, allergen).toMatch(/<(path|ellipse|circle)\b/);
    drawings.add(svg.replace(/data-allergen="[^"]+"/, ""));
  }
  expect(drawings.size).toBe(14);
});
