import { createContext, useContext, useState, useSyncExternalStore, type ElementType, type ReactNode } from "react";

/**
 * Whether a part may keep the server's markup unwalked (useServerMarkup): off in preview, where
 * visual editing hydrates everything (decision 0080).
 */
export const ServerMarkupAllowed = createContext(true);

let askedForServerSnapshot = false;
const subscribe = () => () => {};
const clientSnapshot = () => false;
const serverSnapshot = () => {
  askedForServerSnapshot = true;
  return false;
};

/**
 * Whether this render hydrates the server's HTML: React asks a store for its server snapshot only
 * while hydrating (and on the server). Both snapshots are the same value, so nothing renders again.
 */
function useHydrating(): boolean {
  // Set by serverSnapshot within the call below and read right after it, in the same render.
  // eslint-disable-next-line react-hooks/globals
  askedForServerSnapshot = false;
  useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  return askedForServerSnapshot && !import.meta.env.SSR;
}

/**
 * The props that make React hydrate an element without its children: it keeps the server's DOM
 * inside as it is, and never walks it (no fiber, no props, no effects). React checks nothing
 * inside an element whose inner HTML it is given, and `suppressHydrationWarning` keeps the
 * development build from comparing that HTML with the server's.
 */
export const KEEP_SERVER_CHILDREN = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

/**
 * Whether a part hydrated from the server's HTML keeps that HTML unwalked (KEEP_SERVER_CHILDREN):
 * true from the hydration that mounted it for as long as `data` (what it draws) is the same value;
 * false on the server, on a client render (a navigation draws it from its code), in preview, and
 * for good once `data` changes (it is then drawn from its code, in an element of its own: give the
 * element the key `serverMarkupKey` returns).
 */
export function useServerMarkup(data: unknown): boolean {
  const allowed = useContext(ServerMarkupAllowed);
  const hydrating = useHydrating();
  const [kept, setKept] = useState(() => (hydrating && allowed ? { data } : null));
  if (kept && kept.data !== data) {
    // Something else to draw: from the code from now on (state derived from props, set while rendering).
    setKept(null);
    return false;
  }
  return kept !== null;
}

/** The key of the element that holds the part: another element once it is drawn from its code. */
export function serverMarkupKey(kept: boolean): string {
  return kept ? "server" : "code";
}

type Tag = keyof React.JSX.IntrinsicElements;
type ServerMarkupProps<T extends Tag> = Omit<React.ComponentPropsWithoutRef<T>, "children"> & {
  /** The element. */
  as: T;
  /** What it draws: while the same value, the server's HTML is kept as it is (useServerMarkup). */
  data: unknown;
  /** Its content, when drawn from code (a function: not even called while the server's HTML is kept). */
  children: ReactNode | (() => ReactNode);
};

/**
 * An element whose content needs nothing from the page's code (text, links the site's one listener
 * follows, pictures the browser loads): the server renders it, hydration takes the element and keeps
 * what is inside as the server sent it, unwalked; a client render (a navigation, new data) draws it
 * from `children` (decision 0080).
 */
export function ServerMarkup<T extends Tag>({ as, data, children, ...props }: ServerMarkupProps<T>) {
  const kept = useServerMarkup(data);
  const Element = as as ElementType;
  if (kept) return <Element key={serverMarkupKey(kept)} {...props} {...KEEP_SERVER_CHILDREN} />;
  return (
    <Element key={serverMarkupKey(kept)} {...props}>
      {typeof children === "function" ? children() : children}
    </Element>
  );
}
