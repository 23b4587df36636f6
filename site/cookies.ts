/**
 * Reading a cookie: one parser (read-cookie.inline.ts) for every cookie the site reads, from a
 * request's Cookie header or from document.cookie, and in the head script that applies a stored
 * consent choice, so that they cannot drift apart.
 */
export { default as readCookie } from "./read-cookie.inline.ts";

/**
 * The editor preview's cookie (app/preview/preview.server.ts signs and checks it); the server's page
 * cache never answers or stores a request that carries one (server/page-cache.ts).
 */
export const PREVIEW_COOKIE = "salone_preview";
