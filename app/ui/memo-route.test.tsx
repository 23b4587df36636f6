// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import {
  createMemoryRouter,
  RouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  useNavigation,
} from "react-router";
import { afterEach, expect, test } from "vitest";
import { memoRoute } from "./memo-route";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A route's page as the framework gives it its props, counting its renders. */
const renders = { plain: 0, viewed: 0 };
function page(name: keyof typeof renders) {
  return ({ loaderData }: { loaderData: { title: string }; params: Record<string, string | undefined> }) => {
    renders[name] += 1;
    return <h1>{loaderData.title}</h1>;
  };
}
const Plain = withComponentProps(page("plain"));
const Viewed = withComponentProps(memoRoute(page("viewed")));

/** Shows the navigation's state: a part of the page that must follow the router's state. */
function Pending() {
  return <p data-testid="state">{useNavigation().state}</p>;
}

let release: () => void = () => {};
let version = 1;
function router(Component: typeof Plain) {
  return createMemoryRouter(
    [
      {
        path: "/",
        Component: () => (
          <>
            <Pending />
            <Component />
          </>
        ),
        loader: () => ({ title: `home ${version}` }),
        shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.search !== nextUrl.search,
      },
      {
        path: "/slow",
        Component: () => <h1>slow</h1>,
        loader: () => new Promise((resolve) => (release = () => resolve(null))),
      },
    ],
    { hydrationData: { loaderData: { "0": { title: "home 1" } } } },
  );
}

const roots: (() => void)[] = [];
afterEach(() => roots.splice(0).forEach((unmount) => unmount()));

async function mount(Component: typeof Plain) {
  const container = document.createElement("div");
  const root = createRoot(container);
  const memory = router(Component);
  await act(async () => root.render(<RouterProvider router={memory} />));
  roots.push(() => act(() => root.unmount()));
  return { container, memory };
}

test("a navigation that starts leaves a route drawn by memoRoute alone; one without it is drawn again", async () => {
  for (const name of ["plain", "viewed"] as const) {
    const { container, memory } = await mount(name === "plain" ? Plain : Viewed);
    const before = renders[name];
    let navigated!: Promise<void>;
    await act(async () => void (navigated = memory.navigate("/slow")));
    expect(container.querySelector("[data-testid=state]")?.textContent).toBe("loading");
    expect(renders[name] - before, name).toBe(name === "plain" ? 1 : 0);
    await act(async () => {
      release();
      await navigated;
    });
    expect(container.querySelector("h1")?.textContent).toBe("slow");
  }
});

test("a route drawn by memoRoute is drawn again when its data changes", async () => {
  const { container, memory } = await mount(Viewed);
  expect(container.querySelector("h1")?.textContent).toBe("home 1");
  version = 2;
  await act(async () => memory.navigate("/?again"));
  expect(container.querySelector("h1")?.textContent).toBe("home 2");
});
