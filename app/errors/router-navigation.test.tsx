// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { Outlet, RouterProvider, createBrowserRouter, createMemoryRouter } from "react-router";
import { pendingNavigation, usePendingNavigation } from "./router-navigation";

afterEach(cleanup);

/** A router whose pages record where a navigation is going; `/journal`'s data waits for `release`. */
function setUp(create: typeof createMemoryRouter | typeof createBrowserRouter) {
  const seen: (string | undefined)[] = [];
  const record = (href: string | undefined) => seen.push(href);
  function Watcher() {
    usePendingNavigation(record);
    return <Outlet />;
  }
  const waiting: (() => void)[] = [];
  const router = create(
    [
      {
        path: "/",
        element: <Watcher />,
        HydrateFallback: () => null,
        children: [
          { index: true, element: <p>home</p> },
          {
            path: "journal",
            loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))),
            element: <p>journal</p>,
          },
          { path: "menu", element: <p>menu</p> },
        ],
      },
    ],
    { instrumentations: [pendingNavigation] },
  );
  render(<RouterProvider router={router} />);
  const release = () => act(async () => void waiting.splice(0).forEach((resolve) => resolve()));
  return { router, seen, release };
}

test("where a navigation is going is known in the same task as it starts, and forgotten once it settles", async () => {
  const { router, seen, release } = setUp(createMemoryRouter);
  const navigated = router.navigate("/journal?page=2");
  expect(seen).toEqual(["/journal?page=2"]);
  await release();
  await act(() => navigated);
  expect(seen.at(-1)).toBeUndefined();
});

test("a navigation that settles after a newer one started leaves the newer one's target", async () => {
  const { router, seen, release } = setUp(createMemoryRouter);
  const first = router.navigate("/journal");
  const second = router.navigate("/menu?from=journal");
  expect(seen).toEqual(["/journal", "/menu?from=journal"]);
  await release();
  await act(() => Promise.all([first, second]));
  expect(seen.at(-1)).toBeUndefined();
  expect(seen.filter((href) => href === undefined)).toHaveLength(1);
});

test("back and forward: the address the browser went to, from its popstate, until the router is idle there", async () => {
  window.history.replaceState(null, "", "/journal");
  const { router, seen, release } = setUp(createBrowserRouter);
  await release();
  await act(() => router.navigate("/menu"));
  seen.length = 0;
  const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
  window.history.back();
  await popped;
  expect(seen[0]).toBe("/journal");
  await release();
  await act(async () => {});
  expect(router.state.location.pathname).toBe("/journal");
  expect(seen.at(-1)).toBeUndefined();
});
