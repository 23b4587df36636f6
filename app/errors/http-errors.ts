import { data, isRouteErrorResponse } from "react-router";
import { propertyOf } from "@site/narrow";

/** The message for a route that matches no page (the error catalogue's 404). */
export const NOT_FOUND_MESSAGE = "This page could not be found";

/** Throw from a loader: a 404 with the spec's message (failed page validation, a missing document). */
export function notFound(message: string = NOT_FOUND_MESSAGE): never {
  throw data({ message }, { status: 404, statusText: "Not Found" });
}

/** Throw from a loader when content cannot be had: a 503 error page, not a 500 with internals. */
export function unavailable(message = "The content service is unavailable"): never {
  throw data({ message }, { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": "30" } });
}

export interface ErrorInfo {
  status: number;
  message: string;
}

/**
 * The status and message an error page shows: the error's `status`, else its response status, else 500.
 * In production an unexpected error's message is not shown (it may carry internals).
 */
export function describeError(error: unknown, options: { production: boolean }): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    const bodyMessage = typeof body === "string" ? body : propertyOf(body, "message");
    const fromBody = typeof bodyMessage === "string" ? bodyMessage : "";
    return { status: error.status, message: fromBody || error.statusText || "" };
  }
  if (error && typeof error === "object") {
    const own = propertyOf(error, "status");
    const code = propertyOf(error, "statusCode");
    const response = propertyOf(propertyOf(error, "response"), "status");
    const text = propertyOf(error, "message");
    const status =
      typeof own === "number" ? own
      : typeof code === "number" ? code
      : typeof response === "number" ? response
      : 500;
    const message = typeof text === "string" ? text : "";
    return { status, message: options.production && status >= 500 && !propertyOf(error, "expose") ? "" : message };
  }
  return { status: 500, message: options.production ? "" : String(error) };
}

/**
 * The status an error page shows for a data request that never reached the server while the
 * browser says it is online: the server is unavailable to this visitor, whatever the reason.
 */
export const UNREACHABLE_STATUS = 503;

/** "offline": the browser says it is offline. "unreachable": it says it is online, yet the request went nowhere. */
export type NetworkFailure = "offline" | "unreachable";

const failures = new WeakMap<TypeError, NetworkFailure>();

/**
 * A request the browser could not make at all: fetch's TypeError, as a client-side navigation's data
 * request meets it; not a status the server sent. Offline, that is the visitor's connection; online
 * (the server went away, a captive portal) it is not, and calling it offline would be untrue. Told
 * once per error, as the browser was when it came: the offline page tries again once back online,
 * and must not turn into the unreachable page while it does.
 */
export function networkFailure(error: unknown): NetworkFailure | undefined {
  if (!(error instanceof TypeError) || typeof navigator === "undefined") return undefined;
  const known = failures.get(error);
  if (known) return known;
  // Chromium, Firefox and Safari word it differently; offline, any TypeError of a request is this.
  const failure: NetworkFailure | undefined =
    navigator.onLine === false ? "offline"
    : /failed to fetch|networkerror|load failed|network connection was lost/i.test(error.message) ? "unreachable"
    : undefined;
  if (failure) failures.set(error, failure);
  return failure;
}

export function isExpectedError(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status < 500 || error.status === 503;
  return false;
}
