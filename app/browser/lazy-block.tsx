import { lazy, type ComponentType, type FunctionComponent } from "react";

/** A component whose code is a chunk of its own, with the means to load that code. */
export type LazyBlock<P extends object> = FunctionComponent<P> & {
  /** Loads the block's code (once); resolves when it can render without suspending. */
  load(): Promise<ComponentType<P>>;
};

/**
 * A block whose code is its own chunk, so that a page loads only the blocks it shows (the home page's
 * first-load budget, docs/decisions/0010-first-load-budget.md). It renders synchronously once loaded: the browser loads the blocks a
 * server-rendered page holds before hydrating (entry.client), the server before rendering
 * (entry.server). A block met for the first time on a client-side navigation suspends; the router's
 * navigations are transitions, and there is no Suspense boundary above the route, so the previous
 * page stays until the chunk is in (tests/e2e/lazy-blocks.spec.ts). (No display name:
 * the developer tools show the block's own component inside, and the first load does without
 * seventeen names.)
 */
export function lazyBlock<P extends object>(loader: () => Promise<ComponentType<P>>): LazyBlock<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (pending ??= loader().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk may load on a later try (chunk recovery reloads the page meanwhile).
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => load().then((component) => ({ default: component })));
  function Lazy(props: P) {
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  Lazy.load = load;
  return Lazy;
}
