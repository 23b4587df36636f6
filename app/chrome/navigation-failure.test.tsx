// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { Outlet, RouterProvider, createMemoryRouter, type ClientOnErrorFunction } from "react-router";
import { createNavigationFailure } from "./navigation-failure";

afterEach(cleanup);

test("a page whose data failed is marked failed until the next navigation begins", () => {
  const failure = createNavigationFailure();
  const seen: boolean[] = [];
  failure.subscribe(() => seen.push(failure.failed()));
  failure.report(new Response(null, { status: 500 }), {
    location: { pathname: "/journal" } as never,
    params: {},
    pattern: "/journal",
  });
  expect(failure.failed()).toBe(true);
  failure.navigationStarted();
  expect(failure.failed()).toBe(false);
  expect(seen).toEqual([true, false]);
});

test("a render error is not a failure of the data, and is logged as React Router logs it", () => {
  const failure = createNavigationFailure();
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  const error = new Error("render");
  failure.report(error, {
    location: { pathname: "/" } as never,
    params: {},
    pattern: "/",
    errorInfo: { componentStack: "" },
  });
  expect(failure.failed()).toBe(false);
  expect(log).toHaveBeenCalledWith("React Router caught the following error during render", error);
  log.mockRestore();
});

// The contract the bar relies on, which an upgrade of React Router could break: a loader's failure
// reaches onError without errorInfo, a render error with it.
test("React Router reports a loader's failure to onError without errorInfo, and a render error with it", async () => {
  const calls: { message: string; render: boolean }[] = [];
  const onError: ClientOnErrorFunction = (error, { errorInfo }) =>
    calls.push({ message: (error as Error).message, render: Boolean(errorInfo) });
  const Boom = () => {
    throw new Error("render failed");
  };
  const router = createMemoryRouter([
    {
      path: "/",
      element: <Outlet />,
      ErrorBoundary: () => <p>error page</p>,
      children: [
        { index: true, element: <p>home</p> },
        { path: "data", loader: () => Promise.reject(new Error("data failed")), element: <p>never</p> },
        { path: "render", element: <Boom /> },
      ],
    },
  ]);
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  render(<RouterProvider router={router} onError={onError} />);
  await act(() => router.navigate("/data"));
  await act(() => router.navigate("/render"));
  log.mockRestore();
  expect(calls[0]).toEqual({ message: "data failed", render: false });
  expect(calls.filter((c) => c.message === "render failed").every((c) => c.render)).toBe(true);
  expect(calls.some((c) => c.message === "render failed")).toBe(true);
});
