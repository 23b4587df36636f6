// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { useHydrated } from "./hydrated";
import { usePrefetchMode } from "~/chrome/prefetch";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const seen: string[] = [];
function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  const prefetch = usePrefetchMode();
  seen.push(`${name}:${hydrated}:${prefetch}`);
  return (
    <p data-hydrated={String(hydrated)} data-prefetch={prefetch}>
      {name}
    </p>
  );
}

test("the server's markup is hydrated as it is, then enhanced; later mounts are enhanced at once", async () => {
  const html = renderToString(<Probe name="page" />);
  expect(html).toContain('data-hydrated="false"');
  expect(html).toContain('data-prefetch="none"');
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  seen.length = 0;
  await act(async () => {
    hydrateRoot(container, <Probe name="page" />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // First the server's render (no mismatch), then the enhanced one.
  expect(seen[0]).toBe("page:false:none");
  expect(seen.at(-1)).toBe("page:true:intent");
  expect(container.querySelector("p")!.dataset.hydrated).toBe("true");

  // A component mounted after hydration (a client navigation) renders enhanced from its first render.
  seen.length = 0;
  const later = document.createElement("div");
  document.body.append(later);
  await act(async () => createRoot(later).render(<Probe name="later" />));
  expect(seen[0]).toBe("later:true:intent");
});
