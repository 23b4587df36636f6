// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { useStagedCount } from "./staged";

let hydrated = false;
vi.mock("~/browser/hydrated", () => ({ hydratedYet: () => hydrated }));

afterEach(() => {
  cleanup();
  hydrated = false;
});

/** Every render's count, in order, and the router's navigate. */
function mount(path = "/menu") {
  const counts: number[] = [];
  let go: ReturnType<typeof useNavigate> = () => undefined;
  function Parts() {
    go = useNavigate();
    counts.push(useStagedCount(8, 2));
    return null;
  }
  const router = createMemoryRouter([{ path: "*", Component: Parts }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return {
    counts,
    navigate: (to: string | number) => act(async () => void (await (typeof to === "number" ? go(to) : go(to)))),
  };
}

test("the page as loaded and hydrated renders every part at once", () => {
  const { counts } = mount();
  expect(new Set(counts)).toEqual(new Set([8]));
});

test("a page reached by a navigation renders its first parts, then all of them in a transition", async () => {
  const { counts, navigate } = mount("/");
  hydrated = true;
  counts.length = 0;
  await navigate("/en/menu");
  expect(counts[0]).toBe(2);
  expect(counts.at(-1)).toBe(8);
});

test("a hash, a position restored by going back, and a change of the query alone render every part at once", async () => {
  const { counts, navigate } = mount("/");
  hydrated = true;
  counts.length = 0;
  await navigate("/menu#secondi");
  expect(new Set(counts)).toEqual(new Set([8]));

  await navigate("/menu");
  await navigate("/journal");
  counts.length = 0;
  await navigate(-1);
  expect(new Set(counts)).toEqual(new Set([8]));

  await navigate("/menu?senza=glutine");
  counts.length = 0;
  await navigate("/menu?senza=latte");
  expect(new Set(counts)).toEqual(new Set([8]));
});
