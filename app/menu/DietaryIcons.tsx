import styles from "./DietaryIcons.module.css";

/**
 * The dietary symbols (one drawing of both in ./dietary/symbols.svg). Always decorative
 * (aria-hidden): wherever they appear, the words they stand for are beside them, visibly or for
 * screen readers. Each is an empty element with the drawing as its stylesheet's background: a menu
 * shows one per dish, and inline SVG repeated that often was a sixth of the menu's document. Size it
 * with a class (1.4em by default).
 */
interface SymbolProps {
  className?: string;
}

function symbol(kind: "vegetarian" | "glutenFree") {
  return function DietarySymbol({ className }: SymbolProps) {
    return (
      <span
        aria-hidden="true"
        data-symbol={kind}
        className={[styles.symbol, styles[kind], className].filter(Boolean).join(" ")}
      />
    );
  };
}

export const VegetarianSymbol = symbol("vegetarian");
export const GlutenFreeSymbol = symbol("glutenFree");

/**
 * The classes that draw a symbol as an element's `::before` (decorative by nature: generated content
 * with no text), for an element that holds the symbol's words: a list of a dish's marks, fifty on a
 * menu page, is one element each instead of three. Size the `::before` with the caller's class.
 */
export function symbolBefore(kind: "vegetarian" | "glutenFree"): string {
  return `${styles.before} ${styles[kind]}`;
}
