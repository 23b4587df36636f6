import { data, isRouteErrorResponse } from "react-router";

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
    const body = error.data as { message?: unknown } | string | undefined;
    const fromBody = typeof body === "string" ? body : typeof body?.message === "string" ? body.message : "";
    return { status: error.status, message: fromBody || error.statusText || "" };
  }
  if (error && typeof error === "object") {
    const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown }; message?: unknown };
    const status =
      typeof e.status === "number" ? e.status
      : typeof e.statusCode === "number" ? e.statusCode
      : typeof e.response?.status === "number" ? e.response.status
      : 500;
    const message = typeof e.message === "string" ? e.message : "";
    return { status, message: options.production && status >= 500 && !(error as { expose?: boolean }).expose ? "" : message };
  }
  return { status: 500, message: options.production ? "" : String(error) };
}

export function isExpectedError(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status < 500 || error.status === 503;
  return false;
}
