import "react";

declare module "react" {
  /** CSS custom properties (`--focus`, `--cols`), which components set for their stylesheets to read. */
  interface CSSProperties {
    [property: `--${string}`]: string | number | undefined;
  }
}
