/**
 * The site's content client: Sanity's HTTP query protocol (GET with $params, POST past 9000 characters,
 * the CDN for short queries, a bearer token only when configured; docs/decisions/0002-content-client.md).
 * - GET {base}/v{apiVersion}/data/query/{dataset}?query=…&$name=<JSON>
 * - when the encoded GET URL is longer than 9000 characters: POST with a JSON body {query, params}
 * - the cached (CDN) endpoint only when the cache is enabled and the request is a GET
 * - Accept: application/json always; bearer Authorization only with a token; credentials only if configured
 * - reads `result`; a non-2xx answer becomes a ContentError carrying the status and the service's message
 * Nothing else in the app talks HTTP to the content service.
 */

import type { SanityQueries } from "@sanity/client";
import type { ContentSourceMap } from "@sanity/client/stega";
import { propertyOf } from "@site/narrow";
import { Agent, request as undiciRequest } from "undici";
import { encodeStega, type StegaOptions } from "./stega.server";

export const MAX_GET_URL_LENGTH = 9000;

export type QueryParams = Record<string, unknown>;
export type Perspective = "published" | "drafts" | "previewDrafts" | "raw";

export interface ContentClientOptions {
  apiUrl: string;
  cdnUrl: string;
  dataset: string;
  apiVersion: string;
  useCdn: boolean;
  token?: string | undefined;
  withCredentials?: boolean;
  perspective?: Perspective;
  timeoutMs: number;
  /**
   * Preview's stega: each query asks for its content source map (keyed array selectors, as the
   * Studio's paths are) and the result's texts come back encoded with it (stega.server.ts).
   */
  stega?: StegaOptions;
  /**
   * Injected for tests. Without it, requests go through undici's own request API over a pool of
   * kept-alive connections (`contentDispatcher`): the same HTTP as the global fetch, without its
   * WHATWG streams and objects per answer (figures in decision 0044).
   */
  fetch?: typeof fetch;
}

export interface QueryOptions {
  /** A short label that shows in the service's logs (Sanity's `tag`). */
  tag?: string;
  signal?: AbortSignal;
}

/** The content service answered, but not with a 2xx. */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The content service could not be reached in time (down, refused, timed out). */
export class ContentUnavailableError extends ContentError {
  override name = "ContentUnavailableError";
  constructor(message: string, cause?: unknown) {
    super(message, 503);
    if (cause !== undefined) this.cause = cause;
  }
}

export interface ContentRequest {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string;
  credentials: RequestCredentials;
}

function apiVersionSegment(apiVersion: string): string {
  return apiVersion === "1" || apiVersion === "X" ? apiVersion : apiVersion.replace(/^v/, "");
}

/** Builds the request without sending it, so that the protocol rules are testable on their own. */
export function buildQueryRequest(
  options: ContentClientOptions,
  query: string,
  params: QueryParams = {},
  queryOptions: QueryOptions = {},
): ContentRequest {
  const path = `/v${apiVersionSegment(options.apiVersion)}/data/query/${encodeURIComponent(options.dataset)}`;
  const search = new URLSearchParams();
  search.set("query", query);
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(`$${name}`, JSON.stringify(value));
  }
  // Options travel in the URL for both GET and POST.
  const optionSearch = new URLSearchParams();
  if (options.perspective) optionSearch.set("perspective", options.perspective);
  optionSearch.set("returnQuery", "false");
  if (options.stega) optionSearch.set("resultSourceMap", "withKeyArraySelector");
  if (queryOptions.tag) optionSearch.set("tag", queryOptions.tag);

  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const credentials: RequestCredentials = options.withCredentials ? "include" : "omit";

  const getBase = options.useCdn ? options.cdnUrl : options.apiUrl;
  const getUrl = `${getBase}${path}?${search.toString()}&${optionSearch.toString()}`;
  if (getUrl.length <= MAX_GET_URL_LENGTH) {
    return { method: "GET", url: getUrl, headers, credentials };
  }
  // Long queries are never cached: POST goes to the live API.
  return {
    method: "POST",
    url: `${options.apiUrl}${path}?${optionSearch.toString()}`,
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ query, params }),
    credentials,
  };
}

function serviceMessage(body: unknown, fallback: string): string {
  if (body && typeof body === "object") {
    const error = propertyOf(body, "error");
    const message = propertyOf(body, "message");
    if (error && typeof error === "object") {
      const description = propertyOf(error, "description");
      const errorMessage = propertyOf(error, "message");
      if (typeof description === "string") return description;
      if (typeof errorMessage === "string") return errorMessage;
    }
    if (typeof message === "string") return message;
    if (typeof error === "string") return error;
  }
  return fallback;
}

/** One of the site's queries (a `defineQuery` in a feature's queries.ts), as TypeGen's query map knows it. */
export type SiteQuery = keyof SanityQueries & string;

/**
 * What a query returns: for one of the site's queries, the result type TypeGen wrote for it
 * (content-client/sanity.types.ts registers each query's text in `SanityQueries`, as @sanity/client's
 * overloads read it); for any other text, unknown. A query and its type are never paired by hand.
 */
export type QueryResult<Q extends string> = Q extends SiteQuery ? SanityQueries[Q] : unknown;

export interface ContentClient {
  readonly options: Readonly<ContentClientOptions>;
  fetch<const Q extends string>(query: Q, params?: QueryParams, queryOptions?: QueryOptions): Promise<QueryResult<Q>>;
}

/** An answer as the client reads it: its status, and its body as text (empty if it could not be read). */
interface Answer {
  status: number;
  text(): Promise<string>;
}
type Transport = (request: ContentRequest, signal: AbortSignal) => Promise<Answer>;

let dispatcher: Agent | undefined;
/** The connections every client of this process shares (kept alive between queries, as fetch's are). */
export function contentDispatcher(): Agent {
  return (dispatcher ??= new Agent({ keepAliveTimeout: 10_000, connections: 64 }));
}

const undiciTransport: Transport = async (request, signal) => {
  const response = await undiciRequest(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body ?? null,
    signal,
    dispatcher: contentDispatcher(),
  });
  return { status: response.statusCode, text: () => response.body.text() };
};

function fetchTransport(doFetch: typeof fetch): Transport {
  return async (request, signal) => {
    const response = await doFetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: request.credentials,
      signal,
    });
    return { status: response.status, text: () => response.text() };
  };
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const send = options.fetch ? fetchTransport(options.fetch) : undiciTransport;
  return {
    options,
    async fetch<const Q extends string>(
      query: Q,
      params: QueryParams = {},
      queryOptions: QueryOptions = {},
    ): Promise<QueryResult<Q>> {
      const request = buildQueryRequest(options, query, params, queryOptions);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = queryOptions.signal ? AbortSignal.any([timeout, queryOptions.signal]) : timeout;
      let response: Answer;
      try {
        response = await send(request, signal);
      } catch (error) {
        const timedOut = timeout.aborted;
        throw new ContentUnavailableError(
          timedOut ?
            `The content service did not answer within ${options.timeoutMs} ms`
          : `The content service cannot be reached (${new URL(request.url).origin})`,
          error,
        );
      }
      let body: unknown;
      const text = await response.text().catch(() => "");
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (response.status < 200 || response.status > 299) {
        const message = serviceMessage(body, `The content service answered ${response.status}`);
        // 5xx from the service means it is failing, which visitors see as "unavailable"; so does a
        // query that ran out of the service's time (408) or a rate limit (429): the page is fine,
        // the service cannot answer it now (bench/growth.ts: the menu at 10x the demo content).
        if (response.status >= 500 || response.status === 408 || response.status === 429)
          throw new ContentUnavailableError(message);
        throw new ContentError(message, response.status, body);
      }
      if (!body || typeof body !== "object" || !("result" in body)) {
        throw new ContentUnavailableError("The content service answered without a result");
      }
      // The answer's type is the query's generated result type: trusted, not checked at run time
      // (the content is the Studio's, validated there).
      const result = body.result as QueryResult<Q>;
      if (!options.stega) return result;
      const sourceMap = "resultSourceMap" in body ? (body.resultSourceMap as ContentSourceMap | undefined) : undefined;
      return encodeStega(result, sourceMap, options.stega);
    },
  };
}
