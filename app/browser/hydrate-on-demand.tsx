import { Suspense, use, useId, type ReactNode } from "react";
import { useHydrating } from "./hydrated";

/** On the element a gate watches: the id React gives the gate (the same on the server and in the browser). */
export const GATE_ATTRIBUTE = "data-hydrate";

interface Gate {
  released: boolean;
  promise: Promise<void>;
  release(): void;
}
const gates = new Map<string, Gate>();
let watching = false;

function gateOf(id: string, near: boolean): Gate {
  let gate = gates.get(id);
  if (gate) return gate;
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  gate = {
    released: false,
    promise,
    release() {
      if (gate!.released) return;
      gate!.released = true;
      resolve();
    },
  };
  gates.set(id, gate);
  watch(id, gate, near);
  return gate;
}

/** Releases every gate (a navigation starts: React must be free to render the page again). */
export function releaseAllGates(): void {
  for (const gate of gates.values()) gate.release();
}

function watch(id: string, gate: Gate, near: boolean): void {
  const element = document.querySelector(`[${GATE_ATTRIBUTE}="${CSS.escape(id)}"]`);
  // Touched before the page's code ran: a control changed, or the focus inside.
  if (!element || touchedAlready(element)) return gate.release();
  if (near) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.release();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
  }
  if (watching) return;
  watching = true;
  // On the window, in the capture phase: before React's own listener on the document, which hydrates
  // the part touched and replays the event once it can.
  for (const type of ["pointerdown", "keydown", "focusin"]) {
    window.addEventListener(
      type,
      (event) => {
        const touched = event.target instanceof Element ? event.target.closest(`[${GATE_ATTRIBUTE}]`) : null;
        if (touched) gates.get(touched.getAttribute(GATE_ATTRIBUTE)!)?.release();
      },
      { capture: true },
    );
  }
}

function touchedAlready(element: Element): boolean {
  if (element.contains(document.activeElement)) return true;
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")].some((control) =>
    control instanceof HTMLSelectElement ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio") ? control.checked !== control.defaultChecked
    : control.value !== control.defaultValue,
  );
}

function GateOf({ id, near, children }: { id: string; near: boolean; children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating) {
    const gate = gateOf(id, near);
    if (!gate.released) use(gate.promise);
  }
  return children;
}

/**
 * A part whose code the visitor may not need on this visit (selective hydration): while the page
 * hydrates, it stays the server's HTML, until the visitor touches it (or, with `near`, comes within
 * a screen of it), or a navigation starts; React then hydrates it apart, and replays the touch.
 * `children` is given the attribute its outermost element carries.
 */
export function HydrateOnDemand({ near = false, children }: { near?: boolean; children: (marker: Record<typeof GATE_ATTRIBUTE, string>) => ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <GateOf id={id} near={near}>
        {children({ [GATE_ATTRIBUTE]: id })}
      </GateOf>
    </Suspense>
  );
}
