// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, test } from "vitest";
import { currentPage } from "./navigation";
import { SiteLinks } from "./site-links";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Page() {
  return (
    <>
      <a href="/menu" data-link="">
        <span>Menu</span>
      </a>
      <a href="/journal?page=2#top" data-link="">
        Journal
      </a>
      <a href="/events" data-link="" target="_blank">
        Events
      </a>
      <a href="/elsewhere">Not the site's</a>
      <a href="/router" data-discover="true">
        React Router's own
      </a>
      <a href="/taken" data-link="" onClick={(event) => event.preventDefault()}>
        Taken care of
      </a>
      <SiteLinks />
    </>
  );
}

let router: ReturnType<typeof createBrowserRouter>;
let root: ReturnType<typeof createRoot>;
/** Clicks the browser would have followed itself (nothing else took them). */
let followed: string[];
const follow = (event: MouseEvent) => {
  if (event.defaultPrevented) return;
  followed.push((event.target as Element).closest("a")!.getAttribute("href")!);
  event.preventDefault();
};

beforeEach(async () => {
  window.history.replaceState(null, "", "/");
  followed = [];
  router = createBrowserRouter([{ path: "*", element: <Page /> }]);
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
  // After SiteLinks' own listener on the window.
  window.addEventListener("click", follow);
});

afterEach(() => {
  window.removeEventListener("click", follow);
  act(() => root.unmount());
  document.body.replaceChildren();
});

const link = (name: string) => [...document.querySelectorAll("a")].find((a) => a.textContent === name)!;
async function click(target: Element, init: MouseEventInit = {}) {
  await act(async () => {
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  });
}
const here = () => router.state.location.pathname + router.state.location.search + router.state.location.hash;

test("a left click on the site's link, or on what it holds, is a client-side navigation", async () => {
  await click(link("Menu").querySelector("span")!);
  expect(here()).toBe("/menu");
  expect(router.state.historyAction).toBe("PUSH");
  await click(link("Journal"));
  expect(here()).toBe("/journal?page=2#top");
  expect(followed).toEqual([]);
});

test("a click on the link of the page it is on replaces the history entry", async () => {
  await click(link("Menu"));
  await click(link("Menu"));
  expect(here()).toBe("/menu");
  expect(router.state.historyAction).toBe("REPLACE");
});

test("a click with a modifier key, another button, on a link that opens elsewhere, one not the site's own or one already handled is left alone", async () => {
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
    await click(link("Menu"), init);
  await click(link("Events"));
  await click(link("Not the site's"));
  await click(link("React Router's own"));
  await click(link("Taken care of"));
  expect(here()).toBe("/");
  expect(followed).toEqual(["/menu", "/menu", "/menu", "/menu", "/menu", "/events", "/elsewhere", "/router"]);
});

test("the entry of the page the visitor is on is the current page, as React Router's NavLink says", () => {
  expect(currentPage({ to: "/", end: true }, "/")).toBe("page");
  expect(currentPage({ to: "/", end: true }, "/menu")).toBeUndefined();
  expect(currentPage({ to: "/en", end: true }, "/en")).toBe("page");
  expect(currentPage({ to: "/menu", end: false }, "/menu")).toBe("page");
  expect(currentPage({ to: "/menu", end: false }, "/menu/carbonara")).toBe("page");
  expect(currentPage({ to: "/menu", end: false }, "/MENU")).toBe("page");
  expect(currentPage({ to: "/menu", end: false }, "/menus")).toBeUndefined();
  expect(currentPage({ to: "/menu", end: true }, "/menu/carbonara")).toBeUndefined();
  expect(currentPage({ to: undefined, end: false }, "/menu")).toBeUndefined();
});

test("the visitor's intent on the site's link, and nothing before it, asks React Router for its route", async () => {
  // As the page loads no link asks: route discovery would look every one of them up.
  expect(document.querySelectorAll('a[data-discover=""]')).toHaveLength(0);
  const intent = async (target: Element, type: string) => {
    await act(async () => {
      target.dispatchEvent(new Event(type, { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
  };
  await intent(link("Menu"), "focusin");
  await intent(link("Journal"), "mouseover");
  await intent(link("Not the site's"), "mouseover");
  expect([...document.querySelectorAll('a[data-discover=""]')].map((a) => a.getAttribute("href"))).toEqual([
    "/menu",
    "/journal?page=2#top",
  ]);
  expect(link("Not the site's").hasAttribute("data-discover")).toBe(false);
});
