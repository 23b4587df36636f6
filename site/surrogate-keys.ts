import { isRecord } from "./narrow";

/**
 * Surrogate keys: each cacheable response names the documents it was built from, so that a publish
 * can drop exactly the responses it changed from every cache that holds them (a Varnish of our own,
 * a CDN, the origin's page cache). The one vocabulary, shared by the app (which names the keys of a
 * response and of a publish) and the server (whose page cache purges by them).
 *
 * - a document's published `_id` (`siteSettings`, `menuItem.tagliolini`…): the responses that show it;
 * - `type:<_type>` for each type a query lists (`*[_type == "menuItem" …]` not cut to `[0]`): a
 *   list changes when any document of its type is published (a new one, a new order, a new slug);
 * - `missing` on a 404: a publish can make an unknown URL a page;
 * - `site` on every keyed response: purging it purges everything (a publish that names nothing);
 * - `any-publish`, purged by every publish: the key of a response too large to name its documents.
 *
 * A response names at most MAX_KEYS keys: past that, documents met in lists are named by their type
 * (a page with hundreds of dishes says `type:menuItem`), and if that is still too many, by
 * `any-publish` alone.
 */
export const SITE_KEY = "site";
export const ANY_PUBLISH_KEY = "any-publish";
export const MISSING_KEY = "missing";
export const TYPE_PREFIX = "type:";
export const MAX_KEYS = 64;

/**
 * The response headers that carry the keys: Varnish's xkey (space separated), Fastly's, Cloudflare's (comma
 * separated).
 */
export const XKEY_HEADER = "xkey";
export const SURROGATE_KEY_HEADER = "Surrogate-Key";
export const CACHE_TAG_HEADER = "Cache-Tag";

/** What the publish webhook's answer says it purged (the server's page cache reads it on the way out). */
export const PURGED_KEYS_HEADER = "X-Purged-Keys";

/** A Sanity document id or type as the keys spell them (Sanity's own alphabet: letters, digits, `.`, `_`, `-`). */
const NAME = /^[A-Za-z0-9._-]{1,128}$/;

export const typeKey = (type: string) => `${TYPE_PREFIX}${type}`;

/** The published id of a draft or a release version (`drafts.x`, `versions.r1.x` → `x`). */
export function publishedId(id: string): string {
  if (id.startsWith("drafts.")) return id.slice("drafts.".length);
  const version = /^versions\.[^.]+\.(.+)$/.exec(id);
  return version ? version[1]! : id;
}

/**
 * The keys one publish purges, from the webhook's body (Sanity sends the document, or the projection
 * the webhook asks for: `{_id, _type, slug}`); an array of documents purges each. Null when the body
 * names no document (or names one in a shape we cannot trust): then everything is purged.
 */
export function publishKeys(body: unknown): string[] | null {
  const documents = Array.isArray(body) ? body : [body];
  if (documents.length === 0) return null;
  const keys = new Set<string>([MISSING_KEY, ANY_PUBLISH_KEY]);
  for (const document of documents) {
    if (!isRecord(document)) return null;
    const { _id: id, _type: type } = document;
    if (typeof id !== "string" || typeof type !== "string" || !NAME.test(id) || !NAME.test(type)) return null;
    keys.add(publishedId(id));
    keys.add(typeKey(type));
  }
  return [...keys];
}

/**
 * What a query's filters (`*[…]`) name: the types it lists (selected by `_type`, unless the filter is
 * cut to one document by `[0]`) and the documents it asks for by id (`_id == "siteSettings"`, which a
 * projection may leave out of the result).
 */
export function queryNames(query: string): { types: string[]; ids: string[] } {
  const types = new Set<string>();
  const ids = new Set<string>();
  for (let at = query.indexOf("*["); at >= 0; at = query.indexOf("*[", at + 2)) {
    let depth = 0;
    let end = at + 1;
    for (; end < query.length; end++) {
      if (query[end] === "[") depth++;
      else if (query[end] === "]" && --depth === 0) break;
    }
    const filter = query.slice(at + 2, end);
    for (const match of filter.matchAll(/_id\s*==\s*"([^"]+)"/g)) ids.add(publishedId(match[1]!));
    if (/^\s*\[\s*0\s*\]/.test(query.slice(end + 1))) continue;
    for (const match of filter.matchAll(/_type\s*==\s*"([^"]+)"/g)) types.add(match[1]!);
    for (const match of filter.matchAll(/_type\s+in\s+\[([^\]]*)\]/g))
      for (const name of match[1]!.matchAll(/"([^"]+)"/g)) types.add(name[1]!);
  }
  return { types: [...types].filter((type) => NAME.test(type)), ids: [...ids].filter((id) => NAME.test(id)) };
}

/** An asset's id (`image-…`, `file-…`): an asset never changes under its id, so it needs no key. */
const ASSET_ID = /^(image|file)-/;

/**
 * The keys of one response, gathered from every query result it was built from
 * (app/content-client/fetch.server.ts adds each one, the root middleware writes the headers).
 */
export class SurrogateKeys {
  /** Documents met outside any list, by id. */
  private readonly single = new Set<string>();
  /** Documents met in lists: id → type (undefined when the projection left `_type` out). */
  private readonly listed = new Map<string, string | undefined>();
  private readonly types = new Set<string>();

  /** Records the documents of one query's result, and the types the query lists. */
  add(query: string, result: unknown): void {
    const named = queryNames(query);
    for (const type of named.types) this.types.add(type);
    for (const id of named.ids) this.single.add(id);
    const walk = (node: unknown, inList: boolean) => {
      if (Array.isArray(node)) {
        for (const item of node) walk(item, true);
        return;
      }
      if (!isRecord(node)) return;
      const { _id: id, _type: type } = node;
      if (
        typeof id === "string" &&
        NAME.test(id) &&
        !ASSET_ID.test(id) &&
        !(typeof type === "string" && type.startsWith("sanity."))
      ) {
        const published = publishedId(id);
        if (!inList) this.single.add(published);
        else if (!this.listed.has(published))
          this.listed.set(published, typeof type === "string" && NAME.test(type) ? type : undefined);
      }
      for (const value of Object.values(node)) if (isRecord(value) || Array.isArray(value)) walk(value, inList);
    };
    walk(result, false);
  }

  /** The response's keys, at most MAX_KEYS (see the module's comment), with `site` always and `missing` on a 404. */
  keys(options: { missing?: boolean } = {}): string[] {
    const types = [...this.types].map(typeKey);
    const fixed = [SITE_KEY, ...(options.missing ? [MISSING_KEY] : [])];
    const ids = [...this.single, ...[...this.listed.keys()].filter((id) => !this.single.has(id))];
    if (fixed.length + types.length + ids.length <= MAX_KEYS) return [...fixed, ...types, ...ids];
    // Lists named by their types: a listed document whose type is unknown keeps its id.
    const byType = new Set(types);
    const kept = [...this.single];
    for (const [id, type] of this.listed) {
      if (this.single.has(id)) continue;
      if (type) byType.add(typeKey(type));
      else kept.push(id);
    }
    const bounded = [...fixed, ...byType, ...kept];
    return bounded.length <= MAX_KEYS ? bounded : [...fixed, ANY_PUBLISH_KEY];
  }
}

/**
 * The headers that carry the keys to a shared cache, and what each cache reads: Varnish's xkey and
 * Fastly's Surrogate-Key space separated, Cloudflare's Cache-Tag comma separated.
 */
export const SURROGATE_KEY_HEADER_NAMES = [XKEY_HEADER, SURROGATE_KEY_HEADER, CACHE_TAG_HEADER] as const;
export type SurrogateKeyHeaderName = (typeof SURROGATE_KEY_HEADER_NAMES)[number];

/** The header values for a response's keys, in the headers named. */
export function surrogateKeyHeaders(
  keys: readonly string[],
  names: readonly SurrogateKeyHeaderName[],
): [string, string][] {
  return names.map((name) => [name, keys.join(name === CACHE_TAG_HEADER ? "," : " ")]);
}

/** The keys a stored response carries (its xkey header), for the origin's page cache. */
export function keysOfHeader(value: string | undefined): string[] {
  return value ? value.split(/[\s,]+/).filter(Boolean) : [];
}
