import { lazy } from "react";
import type { BlockComponent, BlockProps } from "./types";

type Loader = () => Promise<BlockComponent>;

export interface LazyBlock {
  component: BlockComponent;
  /** Loads the block's code (once); resolves when it can render without suspending. */
  load(): Promise<BlockComponent>;
}

/**
 * A block whose code is its own chunk, so that a page loads only the blocks it shows (the home page's
 * first-load budget, docs/decisions/0010-first-load-budget.md). It renders synchronously once loaded: the browser loads the blocks a
 * server-rendered page holds before hydrating (entry.client), the server before rendering
 * (entry.server). A block met for the first time on a client-side navigation suspends; the router's
 * navigations are transitions, so the previous page stays until the chunk is in.
 */
export function lazyBlock(name: string, loader: Loader): LazyBlock {
  let loaded: BlockComponent | undefined;
  let pending: Promise<BlockComponent> | undefined;
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
  function Lazy(props: BlockProps<never>) {
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  Lazy.displayName = `Lazy(${name})`;
  return { component: Lazy as BlockComponent, load };
}
