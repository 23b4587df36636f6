import { useEffect, type RefObject } from "react";

/** Shared behaviour of the site's modals (mobile menu, lightbox): trap focus, lock scroll, restore focus. */

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[inert]") && (el.offsetWidth > 0 || el.offsetHeight > 0 || el.getClientRects().length > 0),
  );
}

/**
 * Tab and Shift+Tab cycle inside `root` while `active`: from the last control back to the first,
 * and the other way. (A modal <dialog> makes the page inert, but Tab could still leave for the
 * browser's own UI; this keeps it in the dialog.)
 */
export function useFocusTrap(root: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!active || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const items = focusableIn(element);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !element.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !element.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener("keydown", onKeyDown);
    return () => element.removeEventListener("keydown", onKeyDown);
  }, [root, active]);
}

let locks = 0;

/**
 * The page behind a modal does not scroll. The smooth scroller leaves alone wheel and touch events
 * inside elements marked `data-lenis-prevent`, which the site's full-screen dialogs are; so the
 * document's `overflow: hidden` is enough for both.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const html = document.documentElement;
    locks += 1;
    if (locks === 1) {
      // Keep the page from shifting when the scrollbar goes away.
      const scrollbar = window.innerWidth - html.clientWidth;
      if (scrollbar > 0) html.style.setProperty("padding-right", `${scrollbar}px`);
      html.classList.add("scroll-locked");
    }
    return () => {
      locks -= 1;
      if (locks === 0) {
        html.classList.remove("scroll-locked");
        html.style.removeProperty("padding-right");
      }
    };
  }, [active]);
}
