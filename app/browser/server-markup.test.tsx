// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { PREVIEW_ATTRIBUTE, ServerMarkup } from "./server-markup";

// React's act() in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(PREVIEW_ATTRIBUTE);
});

const rendered = vi.fn();
function Dish({ name }: { name: string }) {
  rendered(name);
  return (
    <p>
      <a href={`/menu/${name}`}>{name}</a>
    </p>
  );
}

function List({ dishes }: { dishes: string[] }) {
  return (
    <ServerMarkup as="div" className="items" data={dishes}>
      {() => dishes.map((name) => <Dish key={name} name={name} />)}
    </ServerMarkup>
  );
}

const CARCIOFI_PUNTARELLE = ["carciofi", "puntarelle"];
const fiberOf = (node: Node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"));

/** The server's HTML for `element`, in a container, hydrated by the browser's React. */
function hydrate(element: React.ReactElement) {
  const container = document.body.appendChild(document.createElement("div"));
  // The server's render (the server build's import.meta.env.SSR).
  vi.stubEnv("SSR", true);
  container.innerHTML = renderToString(element);
  vi.unstubAllEnvs();
  const serverLink = container.querySelector("a");
  rendered.mockClear();
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  act(() => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => console.error(error) });
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { container, serverLink };
}

test("hydrated, the element keeps the server's content as it is: the same nodes, none walked, no component inside run", () => {
  const { container, serverLink } = hydrate(<List dishes={CARCIOFI_PUNTARELLE} />);
  const items = container.querySelector(".items")!;
  expect(fiberOf(items)).toBe(true);
  expect(container.querySelector("a")).toBe(serverLink);
  expect([...items.querySelectorAll("*")].some(fiberOf)).toBe(false);
  expect(items.textContent).toBe("carciofipuntarelle");
  expect(rendered).not.toHaveBeenCalled();
});

test("once what it draws changes, it is drawn from its code, for good", () => {
  const { container } = hydrate(<List dishes={CARCIOFI_PUNTARELLE} />);
  act(() => root!.render(<List dishes={["puntarelle"]} />));
  const items = container.querySelector(".items")!;
  expect(items.textContent).toBe("puntarelle");
  expect(fiberOf(items.querySelector("a")!)).toBe(true);
  // Back to the first list: drawn from the code still (the server's nodes are gone).
  act(() => root!.render(<List dishes={CARCIOFI_PUNTARELLE} />));
  expect(container.querySelector(".items")!.textContent).toBe("carciofipuntarelle");
  expect(rendered).toHaveBeenCalledWith("carciofi");
});

test("rendered in the browser without server HTML (a navigation), it draws its content from its code", () => {
  const container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
  act(() => root!.render(<List dishes={["carciofi"]} />));
  expect(container.innerHTML).toBe('<div class="items"><p><a href="/menu/carciofi">carciofi</a></p></div>');
});

test("in preview, hydration walks the content as usual", () => {
  document.documentElement.setAttribute(PREVIEW_ATTRIBUTE, "");
  const { container } = hydrate(<List dishes={["carciofi"]} />);
  expect(fiberOf(container.querySelector("a")!)).toBe(true);
  expect(rendered).toHaveBeenCalledWith("carciofi");
});
