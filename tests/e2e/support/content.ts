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
