import { data, type MiddlewareFunction } from "react-router";
import { ERROR_PAGE_FAULT } from "~/errors/ErrorPage";
import { config } from "@config/config.server";
import { log } from "@config/log.server";

/** With TEST_FAULTS=true, this request header (value `error-page`) makes the error page itself fail. */
export const FAULT_HEADER = "x-salone-fault";
/** `slow-render:<ms>`: the response waits that long after the loaders (at most 10 s). */
const SLOW_RENDER = /^slow-render:(\d{1,5})$/;

/**
 * Test-only fault injection, inert unless TEST_FAULTS=true (never set in production): `error-page`
 * fails the request with an error whose error page then fails to render, so tests can reach the
 * nested-error fallback; `slow-render:<ms>` holds the response back after its content was read. A middleware,
 * not a loader, so that it also answers the data requests of client-side navigations (where the root loader
 * does not run again): after hydration it is the browser that renders the error page, and its own guard that
 * must catch the failure.
 */
export const testFaultMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const fault = config().testFaults ? request.headers.get(FAULT_HEADER) : null;
  if (fault === ERROR_PAGE_FAULT) {
    throw data({ message: "Injected fault", fault: ERROR_PAGE_FAULT }, { status: 500 });
  }
  const slow = fault === null ? null : SLOW_RENDER.exec(fault);
  if (!slow) return next();
  // The page's content is read, and its response held back: a render in flight across a publish.
  const response = await next();
  log.info("slow render: content read, the answer held back", { ms: Number(slow[1]) });
  await new Promise((resolve) => setTimeout(resolve, Math.min(Number(slow[1]), 10_000)));
  return response;
};
