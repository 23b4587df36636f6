import { useHydrated } from "~/chrome/hydrated";

/** "Print the menu": a button only once JavaScript runs (without it, the browser's own Print still works). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className={className} data-print="hide" onClick={() => window.print()}>
      {label}
    </button>
  );
}
