import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./stack";

/** Reads the demo dataset through the content service the stack runs, so tests follow the content. */
export async function groq<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  const base = process.env.CONTENT_URL;
  if (!base) throw new Error("CONTENT_URL is not set (global setup did not run)");
  const url = new URL(`${base}/v2025-02-19/data/query/production`);
  url.searchParams.set("query", query);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(`$${k}`, JSON.stringify(v));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`content query failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

export interface Slugs {
  category: string;
  item: string;
  article: string;
  page: string;
}

export async function demoSlugs(): Promise<Slugs> {
  return groq<Slugs>(`{
    "category": *[_type == "menuCategory"] | order(order asc)[0].slug.current,
    "item": *[_type == "menuItem"] | order(_id asc)[0].slug.current,
    "article": *[_type == "article"] | order(publishedAt desc)[0].slug.current,
    "page": *[_type == "page" && slug.current != "home" && !defined(middleware)] | order(_id asc)[0].slug.current
  }`);
}

/** The page families a journey of each family visits: their paths, from the demo's slugs. */
export const FAMILIES = [
  { name: "home", path: () => "" },
  { name: "menu", path: () => "/menu" },
  { name: "menu category", path: (slugs: Slugs) => `/menu/${slugs.category}` },
  { name: "menu item", path: (slugs: Slugs) => `/menu/${slugs.item}` },
  { name: "journal", path: () => "/journal" },
  { name: "article", path: (slugs: Slugs) => `/journal/${slugs.article}` },
  { name: "generic page", path: (slugs: Slugs) => `/${slugs.page}` },
] as const;

export type FamilyName = (typeof FAMILIES)[number]["name"];

/** The JSON-LD types each page family emits (one script per node), in order. */
export const JSON_LD_TYPES: Record<FamilyName, string[]> = {
  home: ["Restaurant"],
  menu: ["Menu", "BreadcrumbList"],
  "menu category": ["Menu", "BreadcrumbList"],
  "menu item": ["Menu", "BreadcrumbList"],
  journal: ["BreadcrumbList"],
  article: ["BlogPosting", "BreadcrumbList"],
  "generic page": ["BreadcrumbList"],
};

/**
 * The slugs of the generic pages (all but home), read from the demo dataset's file when the
 * journeys are listed, so that each page has a journey of its own; `genericPages()` is the content
 * service's answer, which a journey compares with this list.
 */
export const GENERIC_PAGES: readonly string[] = readFileSync(
  path.join(ROOT, "demo-dataset", "production.ndjson"),
  "utf8",
)
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _id: string; _type: string; slug?: { current?: string } })
  .filter(
    (doc) => doc._type === "page" && !doc._id.startsWith("drafts.") && doc.slug?.current && doc.slug.current !== "home",
  )
  .map((doc) => doc.slug!.current!)
  .sort();

/** The generic pages' slugs as the content service lists them (all but home), sorted. */
export function genericPages(): Promise<string[]> {
  return groq<string[]>(`*[_type == "page" && slug.current != "home"] | order(slug.current asc).slug.current`);
}
