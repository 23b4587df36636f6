import type { MiddlewareFunction } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { resetConfigForTests } from "@config/config.server";
import { FAULT_HEADER, testFaultMiddleware } from "./test-faults.server";

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** Runs the middleware on a request with `headers`; what reached the page, or what was thrown. */
async function run(headers: Record<string, string>): Promise<{ reachedPage: boolean; thrown?: unknown }> {
  let reachedPage = false;
  const next = async () => {
    reachedPage = true;
    return new Response("the page");
  };
  // A test double of the middleware's arguments: the middleware reads only the request.
  const args = { request: new Request("http://site.test/en/menu.data", { headers }) } as Parameters<
    MiddlewareFunction<Response>
  >[0];
  try {
    await testFaultMiddleware(args, next);
    return { reachedPage };
  } catch (thrown) {
    return { reachedPage, thrown };
  }
}

test("without TEST_FAULTS the fault header is ignored: the request goes on to the page", async () => {
  vi.stubEnv("TEST_FAULTS", "false");
  resetConfigForTests();
  expect(await run({ [FAULT_HEADER]: "error-page" })).toEqual({ reachedPage: true });
});

test("with TEST_FAULTS, the header fails the request (documents and data requests alike) with a 500 whose error page fails", async () => {
  vi.stubEnv("TEST_FAULTS", "true");
  resetConfigForTests();
  const { reachedPage, thrown } = await run({ [FAULT_HEADER]: "error-page" });
  expect(reachedPage).toBe(false);
  // Thrown as data(): React Router turns it into an error response for the error boundary.
  expect(thrown).toMatchObject({ init: { status: 500 }, data: { fault: "error-page" } });
});

test("with TEST_FAULTS, a request without the header, or with another value, is untouched", async () => {
  vi.stubEnv("TEST_FAULTS", "true");
  resetConfigForTests();
  expect(await run({})).toEqual({ reachedPage: true });
  expect(await run({ [FAULT_HEADER]: "something-else" })).toEqual({ reachedPage: true });
});
