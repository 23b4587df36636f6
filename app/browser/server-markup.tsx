import { useState, type ElementType, type ReactNode } from "react";
import { useHydrating } from "./hydrated";

/** On the root in preview, where visual editing walks every part of the page (root.tsx). */
export const PREVIEW_ATTRIBUTE = "data-preview";

type Tag = keyof React.JSX.IntrinsicElements;
type ServerMarkupProps<T extends Tag> = Omit<React.ComponentPropsWithoutRef<T>, "children"> & {
  /** The element. */
  as: T;
  /** What it draws: while it is the same value, the server's HTML stays as it is. */
  data: unknown;
  /** False: hydrated as usual (what it holds needs the page's code this time). */
  keep?: boolean;
  /** Its content, when drawn from code (a function: not even called while the server's HTML stays). */
  children: ReactNode | (() => ReactNode);
};

/**
 * An element whose content needs nothing from the page's code (text, drawings, links the site's one
 * listener follows): the server renders it; hydration takes the element and keeps what is inside as
 * the server sent it, never walked (no fiber, no props, no effects): React checks nothing inside an
 * element it is given the inner HTML of, and `suppressHydrationWarning` keeps the development build
 * from comparing that HTML with the server's. Drawn from `children`, in an element of its own, on a
 * client render (a navigation), in preview, when not to `keep`, and for good once `data` changes
 * (the filter, another language). Decision 0080.
 */
export function ServerMarkup<T extends Tag>({ as, data, keep = true, children, ...props }: ServerMarkupProps<T>) {
  const hydrating = useHydrating();
  const [kept, setKept] = useState(() =>
    hydrating && keep && !document.documentElement.hasAttribute(PREVIEW_ATTRIBUTE) ? { data } : null,
  );
  // Something else to draw: from the code from now on (state derived from props, set while rendering).
  if (kept && kept.data !== data) setKept(null);
  const Element = as as ElementType;
  return kept && kept.data === data ?
      <Element key="server" {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    : <Element key="code" {...props}>
        {typeof children === "function" ? children() : children}
      </Element>;
}
