import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { atRest } from "./settled";

/** WCAG 2.0 and 2.1, levels A and AA. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** A journey that runs axe: it reads every node of the page (the menu is long), slower on a busy machine. */
export const AXE_TIMEOUT = 90_000;

/** axe-core's violations on the page (or within `include`), once the page is at rest, one line each. */
export async function violations(page: Page, include?: string): Promise<string[]> {
  // The colours axe reads are the page's at rest, not in the middle of a transition.
  await atRest(page);
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
}
