// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, expect, test, vi } from "vitest";
import { lazyBlock } from "./lazy-block";

afterEach(cleanup);

const Quote = ({ block }: { block: { text: string } }) => <blockquote>{block.text}</blockquote>;
const props = { block: { text: "Ciao" } };

test("before its code is in, a lazy block suspends; once loaded it renders at once, and loads only once", async () => {
  const loader = vi.fn(() => Promise.resolve(Quote));
  const Lazy = lazyBlock(loader);
  const load = Lazy.load;
  const first = render(
    <Suspense fallback={<p>waiting</p>}>
      <Lazy {...props} />
    </Suspense>,
  );
  expect(first.container.textContent).toBe("waiting");
  await act(() => load());
  expect(await first.findByText("Ciao")).toBeTruthy();
  first.unmount();

  // Loaded: no fallback, not even for a frame (hydration needs the same markup as the server's).
  const second = render(
    <Suspense fallback={<p>waiting</p>}>
      <Lazy {...props} />
    </Suspense>,
  );
  expect(second.container.textContent).toBe("Ciao");
  await load();
  expect(loader).toHaveBeenCalledTimes(1);
});

test("a chunk that failed to load is asked for again next time", async () => {
  const loader = vi
    .fn()
    .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
    .mockResolvedValueOnce(Quote);
  const { load } = lazyBlock(loader);
  await expect(load()).rejects.toThrow("Failed to fetch");
  await expect(load()).resolves.toBe(Quote);
  expect(loader).toHaveBeenCalledTimes(2);
});

test("a block kept without its code hydrates from the server's HTML without loading it; other data loads it and draws it", async () => {
  const { hydrateRoot } = await import("react-dom/client");
  const { renderToString } = await import("react-dom/server");
  const Section = ({ block }: { block: { text: string } }) => (
    <section data-block="quote">
      <p>{block.text}</p>
    </section>
  );
  const loader = vi.fn(() => Promise.resolve(Section));
  const Kept = lazyBlock(loader, { as: "section" });
  const served = { text: "Ciao" };
  const container = document.body.appendChild(document.createElement("div"));
  vi.stubEnv("SSR", true);
  container.innerHTML = renderToString(<Section block={served} />);
  vi.unstubAllEnvs();
  const paragraph = container.querySelector("p");
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Kept block={served} />, { onRecoverableError: (error) => console.error(error) });
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(loader).not.toHaveBeenCalled();
  expect(container.querySelector("p")).toBe(paragraph);
  expect(Kept.keptWithoutCode(served)).toBe(true);
  // Other data: the code loads (the update suspends meanwhile) and draws it.
  await act(async () => root.render(<Kept block={{ text: "Arrivederci" }} />));
  await act(() => Kept.load());
  expect(loader).toHaveBeenCalledTimes(1);
  expect(container.textContent).toBe("Arrivederci");
  act(() => root.unmount());
  container.remove();
});
