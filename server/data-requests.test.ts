/**
 * A client-side navigation asks for the page's data at `<path>.data` (`/en.data` for /en): the
 * server works out the language and the locale cookie's redirect from the page's URL, not from the
 * data request's, whose path has no locale prefix for the English home page.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { rawRequest, startStack, type Stack } from "../tests/support/server";

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

const ENGLISH = { Cookie: "salone_locale=en" };
/** The root route's locale in a data response (React Router's turbo-stream: a flat array of values). */
const rootLocale = (body: string) => {
  const values = JSON.parse(body) as unknown[];
  return values[values.indexOf("locale") + 1];
};
/** Where a data response sends the client (a single-fetch redirect), if it does. */
const redirectOf = (body: string) => {
  const values = JSON.parse(body) as unknown[];
  return values[0] instanceof Array && values[0][0] === "SingleFetchRedirect" ?
      values[values.indexOf("redirect") + 1]
    : null;
};

test("the English home page's data is English, with or without the locale cookie", async () => {
  for (const headers of [{}, ENGLISH, { Cookie: "salone_locale=it" }]) {
    const response = await rawRequest(stack.url, "/en.data?_routes=root", { headers });
    expect(response.status, JSON.stringify(headers)).toBe(200);
    expect(redirectOf(response.body)).toBeNull();
    expect(rootLocale(response.body), JSON.stringify(headers)).toBe("en");
  }
});

test("the Italian home page under /it stays Italian when the cookie says English", async () => {
  const response = await rawRequest(stack.url, "/it.data?_routes=root", { headers: ENGLISH });
  expect(response.status).toBe(200);
  expect(rootLocale(response.body)).toBe("it");
});

test("with the cookie set to English, an unprefixed page's data sends the client to the English page, not to a data URL", async () => {
  for (const [path, target] of [
    ["/_.data?_routes=root", "/en"],
    ["/menu.data?page=2&_routes=root", "/en/menu?page=2"],
  ] as const) {
    const response = await rawRequest(stack.url, path, { headers: ENGLISH });
    expect(response.status, path).toBe(202);
    expect(redirectOf(response.body), path).toBe(target);
  }
});
