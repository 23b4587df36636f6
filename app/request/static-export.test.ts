import { expect, test } from "vitest";
import { isNotPrerendered, notPrerenderedMessage } from "./static-export";
import { notFound } from "../errors/http-errors";
import { propertyOf } from "@site/narrow";

/** What the client makes of a failed data request: an error response with the raw body as data. */
function fileServer404() {
  return { status: 404, statusText: "Not Found", internal: false, data: "<!doctype html><title>404</title>" };
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
}

test("the spec's message names the path", () => {
  expect(notPrerenderedMessage("/en/journal/nuovo")).toBe("Route /en/journal/nuovo is not pre-rendered");
});

test("a file server's 404 for a data payload is a path that was not pre-rendered", () => {
  expect(isNotPrerendered(fileServer404())).toBe(true);
});

test("the site's own 404s (a missing document, failed validation) are not", () => {
  const error = thrown(() => notFound());
  // A thrown `data()` reaches the boundary as an error response with the `{ message }` payload.
  expect(
    isNotPrerendered({
      status: propertyOf(propertyOf(error, "init"), "status"),
      statusText: "Not Found",
      internal: false,
      data: propertyOf(error, "data"),
    }),
  ).toBe(false);
  expect(isNotPrerendered({ status: 503, statusText: "", internal: false, data: "down" })).toBe(false);
  expect(isNotPrerendered(new Error("boom"))).toBe(false);
});
