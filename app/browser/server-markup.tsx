import { createContext, useContext, useState, type ElementType, type ReactNode } from "react";
import { useHydrating } from "./hydrated";

/**
 * Whether a part may keep the server's markup unwalked (useServerMarkup): off in preview, where
 * visual editing hydrates everything (decision 0080).
 */
export const ServerMarkupAllowed = createContext(true);

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
 * false on the server, on a client render (a navigation draws it from its code), in preview, when
 * not to `keep`, and for good once `data` changes (it is then drawn from its code, in an element of its own: give the
 * element the key `serverMarkupKey` returns).
 */
export function useServerMarkup(data: unknown, keep = true): boolean {
  const allowed = useContext(ServerMarkupAllowed);
  const hydrating = useHydrating();
  const [kept, setKept] = useState(() => (hydrating && allowed && keep ? { data } : null));
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
  /** False: hydrated as usual (what it holds needs the page's code this time). */
  keep?: boolean;
  /** Its content, when drawn from code (a function: not even called while the server's HTML is kept). */
  children: ReactNode | (() => ReactNode);
};

/**
 * An element whose content needs nothing from the page's code (text, links the site's one listener
 * follows, pictures the browser loads): the server renders it, hydration takes the element and keeps
 * what is inside as the server sent it, unwalked; a client render (a navigation, new data) draws it
 * from `children` (decision 0080).
 */
export function ServerMarkup<T extends Tag>({ as, data, keep = true, children, ...props }: ServerMarkupProps<T>) {
  const kept = useServerMarkup(data, keep);
  const Element = as as ElementType;
  if (kept) return <Element key={serverMarkupKey(kept)} {...props} {...KEEP_SERVER_CHILDREN} />;
  return (
    <Element key={serverMarkupKey(kept)} {...props}>
      {typeof children === "function" ? children() : children}
    </Element>
  );
}
