import { useCallback, useSyncExternalStore } from "react";

/** A node's id: an element's (an attribute's mutation is reported on its element), else none. */
const idOf = (node: Node & { id?: string }) => node.id;

/**
 * Is the <dialog> with this id open? The dialog itself is the truth: the browser opens it from the
 * hamburger's command before the page has hydrated, and Escape closes it natively, so the state is
 * read from its `open` attribute rather than kept beside it. Closed on the server.
 */
export function useDialogOpen(id: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      // The whole document, for `open` only: the dialog may be drawn again (a client render) after
      // this subscribed.
      const observer = new MutationObserver((records) => {
        if (records.some((record) => idOf(record.target) === id)) changed();
      });
      observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["open"] });
      return () => observer.disconnect();
    },
    [id],
  );
  return useSyncExternalStore(
    subscribe,
    () => document.getElementById(id)?.hasAttribute("open") ?? false,
    () => false,
  );
}

/** Does this browser run invoker commands (`command`/`commandfor` on a button)? */
export const invokerCommands = () =>
  typeof HTMLButtonElement !== "undefined" && "commandForElement" in HTMLButtonElement.prototype;

/** Opens the dialog as a modal, for a browser without invoker commands (after hydration). */
export function showDialog(id: string): void {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}
