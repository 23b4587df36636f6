import type { SVGProps } from "react";

/**
 * The dietary symbols. Always decorative (aria-hidden): wherever they appear, the words they stand
 * for are beside them, visibly or for screen readers.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number | string };

export function VegetarianSymbol({ size = "1.4em", ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <circle cx="12" cy="12" r="11" fill="#5d6b2f" />
      <path d="M6.6 17.2c-.3-6.3 3.6-10.4 11-10.6.5 7.4-3.7 11.3-10 11" fill="#f6efe4" />
      <path d="M6.4 17.6c2.2-3.3 4.6-5.8 8-8.2" fill="none" stroke="#5d6b2f" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}

export function GlutenFreeSymbol({ size = "1.4em", ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <circle cx="12" cy="12" r="11" fill="#9b5311" />
      <g fill="#f6efe4">
        <path d="M11.4 6.6c-1.6.2-2.4 1.2-2.3 2.6 1.5-.1 2.4-1 2.3-2.6z" />
        <path d="M12.6 6.6c1.6.2 2.4 1.2 2.3 2.6-1.5-.1-2.4-1-2.3-2.6z" />
        <path d="M11.4 9.9c-1.6.2-2.4 1.2-2.3 2.6 1.5-.1 2.4-1 2.3-2.6z" />
        <path d="M12.6 9.9c1.6.2 2.4 1.2 2.3 2.6-1.5-.1-2.4-1-2.3-2.6z" />
        <path d="M11.4 13.2c-1.6.2-2.4 1.2-2.3 2.6 1.5-.1 2.4-1 2.3-2.6z" />
        <path d="M12.6 13.2c1.6.2 2.4 1.2 2.3 2.6-1.5-.1-2.4-1-2.3-2.6z" />
        <path d="M12 4.2c.9 1 .9 2-.0 3-.9-1-.9-2 0-3z" />
      </g>
      <path d="M12 8v11.5" stroke="#f6efe4" strokeWidth="1.1" strokeLinecap="round" />
      <path d="M5.2 18.8 18.8 5.2" stroke="#9b5311" strokeWidth="3.6" strokeLinecap="round" />
      <path d="M5.2 18.8 18.8 5.2" stroke="#f6efe4" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
