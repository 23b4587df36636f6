import { data, type MiddlewareFunction } from "react-router";
import { ERROR_PAGE_FAULT } from "~/errors/ErrorPage";
import { config } from "@shared/config.server";

/** With TEST_FAULTS=true, this request header (value `error-page`) makes the error page itself fail. */
export const FAULT_HEADER = "x-salone-fault";

/**
 * Test-only fault injection, inert unless TEST_FAULTS=true (never set in production): the request
 * fails with an error whose error page then fails to render, so tests can reach the nested-error
 * fallback. A middleware, not a loader, so that it also answers the data requests of client-side
 * navigations (where the root loader does not run again): after hydration it is the browser that
 * renders the error page, and its own guard that must catch the failure.
 */
export const testFaultMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (config().testFaults && request.headers.get(FAULT_HEADER) === ERROR_PAGE_FAULT) {
    throw data({ message: "Injected fault", fault: ERROR_PAGE_FAULT }, { status: 500 });
  }
  return next();
};
