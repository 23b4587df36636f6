// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { Outlet, RouterProvider, createMemoryRouter, type Location } from "react-router";
import { usePendingLocation } from "./router-navigation";

afterEach(cleanup);

test("where a navigation is going is known in the same task as it starts, and forgotten once it settles", async () => {
  const seen: (string | undefined)[] = [];
  const record = (location: Location | undefined) => seen.push(location ? location.pathname + location.search : undefined);
  function Watcher() {
    usePendingLocation(record);
    return <Outlet />;
  }
  let release = () => {};
  const router = createMemoryRouter([
    {
      path: "/",
      element: <Watcher />,
      children: [
        { index: true, element: <p>home</p> },
        { path: "journal", loader: () => new Promise<null>((resolve) => (release = () => resolve(null))), element: <p>journal</p> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);

  const navigated = router.navigate("/journal?page=2");
  expect(seen).toEqual(["/journal?page=2"]);

  await act(async () => {
    release();
    await navigated;
  });
  expect(seen.at(-1)).toBeUndefined();
});
