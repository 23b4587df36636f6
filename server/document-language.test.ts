/**
 * A page's document carries its own language only: the hydration data of /en holds none of the
 * Italian texts of the page's content, and the Italian page none of the English ones (where both
 * exist and differ), so no visitor downloads and hydrates a language they are not reading.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { groq, rawRequest, startStack, type Stack } from "../tests/support/server";

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

/** The inline script React Router hydrates from (the loader data, serialised). */
function hydrationData(html: string): string {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((text) => text.includes("__reactRouterContext"))
    .join("\n");
}

/** Localised strings of a document in both languages, where both are set and differ. */
function pairs(value: unknown, out: { it: string; en: string }[] = []): { it: string; en: string }[] {
  if (Array.isArray(value)) for (const item of value) pairs(item, out);
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (
      typeof record.it === "string" &&
      typeof record.en === "string" &&
      record.it.trim() &&
      record.en.trim() &&
      record.it !== record.en
    ) {
      out.push({ it: record.it, en: record.en });
    }
    for (const child of Object.values(record)) pairs(child, out);
  }
  return out;
}

const escapedForScript = (text: string) => JSON.stringify(JSON.stringify(text).slice(1, -1)).slice(1, -1);

for (const [family, path, query] of [
  ["home", "", `*[_type == "page" && slug.current == "home"][0]`],
  ["menu", "/menu", `*[_type == "menuCategory"]`],
  ["site settings (every page)", "/journal", `*[_id == "siteSettings"][0]`],
] as const) {
  test(`${family}: the loader data holds only the page's own language`, async () => {
    const texts = pairs(await groq(stack.content.url, query)).filter((p) => p.it.length > 12 && p.en.length > 12);
    expect(texts.length, "the content has texts in both languages to look for").toBeGreaterThan(3);
    const english = hydrationData((await rawRequest(stack.url, `/en${path}`)).body);
    const italian = hydrationData((await rawRequest(stack.url, path || "/")).body);
    expect(english.length).toBeGreaterThan(1000);
    const leaks = (data: string, other: "it" | "en") =>
      texts.filter((p) => data.includes(escapedForScript(p[other]))).map((p) => p[other]);
    expect(leaks(english, "it")).toEqual([]);
    expect(leaks(italian, "en")).toEqual([]);
    // And the page's own language is there (the check above looks for the right encoding).
    expect(texts.some((p) => english.includes(escapedForScript(p.en)))).toBe(true);
    expect(texts.some((p) => italian.includes(escapedForScript(p.it)))).toBe(true);
  });
}
