import * as React from "react";

/**
 * "react" as the site's modules see it in the rsc environment. Some of the modules the menu's
 * server components import make a context when they load (request/document-only.ts,
 * request/SiteConfig.tsx…), and the react-server build has no `createContext`: here it makes an
 * inert one, and `useContext` gives its default. No server component of the spike reads one (the
 * page's language comes from server-i18n.ts); the client components get the real React.
 */
interface InertContext<T> {
  _default: T;
  Provider: (props: { value: T; children?: React.ReactNode }) => React.ReactNode;
}

export function createContext<T>(value: T): InertContext<T> {
  return { _default: value, Provider: ({ children }) => children ?? null };
}

export function useContext<T>(context: InertContext<T>): T {
  return context._default;
}

const clientOnly = (name: string) => () => {
  throw new Error(`${name} in a server component: the spike must make that component a client one`);
};

export const useState = clientOnly("useState");
export const useEffect = clientOnly("useEffect");
export const useLayoutEffect = clientOnly("useLayoutEffect");
export const useRef = clientOnly("useRef");
export const useReducer = clientOnly("useReducer");
export const useSyncExternalStore = clientOnly("useSyncExternalStore");
export const useTransition = clientOnly("useTransition");
export const useDeferredValue = clientOnly("useDeferredValue");
export const useInsertionEffect = clientOnly("useInsertionEffect");
export const useImperativeHandle = clientOnly("useImperativeHandle");
export const useOptimistic = clientOnly("useOptimistic");
export const useActionState = clientOnly("useActionState");
export const Component = class {};
export const PureComponent = class {};

export const {
  Children,
  Fragment,
  Profiler,
  StrictMode,
  Suspense,
  cache,
  cloneElement,
  createElement,
  createRef,
  forwardRef,
  isValidElement,
  lazy,
  memo,
  use,
  useCallback,
  useDebugValue,
  useId,
  useMemo,
  startTransition,
  version,
} = React;
export default React;
