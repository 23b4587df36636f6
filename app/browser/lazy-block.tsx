import { lazy, useState, type ComponentType, type FunctionComponent } from "react";
import { useHydrating } from "./hydrated";
import { PREVIEW_ATTRIBUTE } from "./server-markup";

/** A component whose code is a chunk of its own, with the means to load that code. */
export type LazyBlock<P extends object> = FunctionComponent<P> & {
  /** Loads the block's code (once); resolves when it can render without suspending. */
  load(): Promise<ComponentType<P>>;
  /** Whether its code is not needed to hydrate this block (`kept`; any such block, undefined). */
  keptWithoutCode(block: unknown): boolean;
};

/** What a kept block needs to be hydrated without its code: its outer element, and whether to keep it. */
export interface KeptWithoutCode {
  /** The block's outer element (its component's, always). */
  as: keyof React.JSX.IntrinsicElements;
  /**
   * Whether this block keeps the server's HTML (default: always; never where it holds a picture, which
   * its code loads). The block's component must draw its element whenever this says so.
   */
  when?: (block: unknown) => boolean;
}

/** Whether the page is in preview, where visual editing walks every part of the page (browser/server-markup). */
const inPreview = () => typeof document !== "undefined" && document.documentElement.hasAttribute(PREVIEW_ATTRIBUTE);

/**
 * A block whose code is its own chunk, so that a page loads only the blocks it shows (the home page's
 * first-load budget, docs/decisions/0010-first-load-budget.md). It renders synchronously once loaded: the
 * browser loads the blocks a server-rendered page holds before hydrating (entry.client), the server before
 * rendering (entry.server). A block met for the first time on a client-side navigation suspends; the router's
 * navigations are transitions, and there is no Suspense boundary above the route, so the previous page stays
 * until the chunk is in (tests/e2e/lazy-blocks.spec.ts). (No display name: the developer tools show the
 * block's own component inside, and the first load does without seventeen names.)
 *
 * `kept`: a block that needs nothing from the page's code (decision 0080) is hydrated without its
 * code at all: its outer element, with the server's HTML inside kept as it is, never walked (as
 * browser/server-markup does), so the page does not load its chunk; it loads when the block is to be
 * drawn from its code (a navigation, other data), or first in preview.
 */
export function lazyBlock<P extends object>(
  loader: () => Promise<ComponentType<P>>,
  kept?: KeptWithoutCode,
): LazyBlock<P> {
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
  const keptWithoutCode = (block: unknown) =>
    !!kept && (block === undefined || (kept.when?.(block) ?? true)) && !inPreview();
  const Suspending = lazy(() => load().then((component) => ({ default: component })));
  function Lazy(props: P) {
    const block = (props as { block?: unknown }).block;
    const hydrating = useHydrating();
    const [held, setHeld] = useState(() => (hydrating && !loaded && keptWithoutCode(block) ? { block } : null));
    // Other data: drawn from its code from now on (state derived from props, set while rendering).
    if (held && held.block !== block) setHeld(null);
    if (held && held.block === block) {
      const Element = kept!.as;
      return <Element key="server" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
    }
    const Component = loaded ?? Suspending;
    return <Component key="code" {...props} />;
  }
  Lazy.load = load;
  Lazy.keptWithoutCode = keptWithoutCode;
  return Lazy;
}
