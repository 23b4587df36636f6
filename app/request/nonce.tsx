import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current server render, for the inline scripts React Router and React emit
 * (and any a component adds). Empty in the browser: the scripts have already run by then.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
