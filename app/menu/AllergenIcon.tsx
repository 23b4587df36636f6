import type { ReactNode } from "react";
import type { Allergen } from "~/content-client/allergens";
import { ServerMarkup } from "~/browser/server-markup";

/**
 * Line drawings of the EU's 14 allergens, 24×24, drawn in the text colour. Decorative by design:
 * an icon is always shown next to the allergen's name (or in a legend that names it), never alone.
 */
const SHAPES: Record<Allergen, ReactNode> = {
  gluten: (
    <>
      <path d="M12 22V7" />
      <ellipse cx="12" cy="4.5" rx="1.5" ry="2.5" />
      <ellipse cx="9.4" cy="9" rx="1.5" ry="2.6" transform="rotate(-35 9.4 9)" />
      <ellipse cx="14.6" cy="9" rx="1.5" ry="2.6" transform="rotate(35 14.6 9)" />
      <ellipse cx="9.4" cy="14" rx="1.5" ry="2.6" transform="rotate(-35 9.4 14)" />
      <ellipse cx="14.6" cy="14" rx="1.5" ry="2.6" transform="rotate(35 14.6 14)" />
    </>
  ),
  crustaceans: (
    <>
      <path d="M7 8c5-4 13-1 12 6-1 5-6 7-10 5" />
      <path d="M9 19l-3 2.5M9 19l-1 3" />
      <path d="M7 8L4 4.5M7 8L3 7" />
      <path d="M11 9.5c1 2 1 5-1 7M14.5 9c1 2.5 1 5.5-1 8" />
    </>
  ),
  eggs: <path d="M12 3c-3.9 0-7 6.6-7 11a7 7 0 0 0 14 0c0-4.4-3.1-11-7-11z" />,
  fish: (
    <>
      <path d="M2.5 12c3.5-5.5 10.5-6 15 0-4.5 6-11.5 5.5-15 0z" />
      <path d="M17.5 12l4-3.5v7z" />
      <circle cx="7" cy="11" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  peanuts: (
    <>
      <path d="M9.2 3.5a4.3 4.3 0 0 1 4.3 5.6 4.3 4.3 0 0 1 1.9 8.2 4.3 4.3 0 0 1-7.7-1.9 4.3 4.3 0 0 1-1.5-8.1 4.3 4.3 0 0 1 3-3.8z" />
      <path d="M9 8.5l.5.5M12 15l.5.5M8 12l.5.5" />
    </>
  ),
  soybeans: (
    <>
      <path d="M3.5 18c3-8.5 10-12.5 17-11.5-1 7.5-7.5 12.5-17 11.5z" />
      <circle cx="8.5" cy="14.5" r="1.6" />
      <circle cx="12.3" cy="11.8" r="1.6" />
      <circle cx="16.1" cy="9.3" r="1.6" />
    </>
  ),
  milk: (
    <>
      <path d="M9.5 2.5h5M10 2.5v4L8 10v11h8V10l-2-3.5v-4" />
      <path d="M8 14h8" />
    </>
  ),
  nuts: (
    <>
      <path d="M12 2.5c4.2 3 6.4 8.5 4.4 13.5C15.3 19 13.4 21.5 12 21.5S8.7 19 7.6 16C5.6 11 7.8 5.5 12 2.5z" />
      <path d="M12 6v12" />
    </>
  ),
  celery: (
    <>
      <path d="M8 21.5c0-6 .8-10.5 2.5-14M12 21.5c0-6 .6-10.5 1.5-14.5M16 21.5c0-5.5-.5-9.5-2-13" />
      <path d="M10.5 7.5C9 5.5 9.5 3 11 2.5c1 1.5.5 3.5-.5 5zM13.5 7c-.5-2.5 1-4.5 3-4.5.2 2-1 3.8-3 4.5z" />
    </>
  ),
  mustard: (
    <>
      <path d="M7 10h10v10.5a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z" />
      <path d="M8 6.5h8V10H8z" />
      <path d="M12 6.5V2.5" />
      <circle cx="12" cy="15.5" r="2.2" />
    </>
  ),
  sesame: (
    <>
      <ellipse cx="8" cy="7" rx="1.6" ry="2.6" transform="rotate(-25 8 7)" />
      <ellipse cx="15.5" cy="6.5" rx="1.6" ry="2.6" transform="rotate(20 15.5 6.5)" />
      <ellipse cx="11.5" cy="12.5" rx="1.6" ry="2.6" transform="rotate(5 11.5 12.5)" />
      <ellipse cx="6.5" cy="16.5" rx="1.6" ry="2.6" transform="rotate(30 6.5 16.5)" />
      <ellipse cx="16.5" cy="16" rx="1.6" ry="2.6" transform="rotate(-30 16.5 16)" />
    </>
  ),
  sulphites: (
    <>
      <path d="M7.5 2.5h9c0 5.5-1.5 9-4.5 9s-4.5-3.5-4.5-9z" />
      <path d="M7.8 6.5h8.4" />
      <path d="M12 11.5v8M8 21.5h8" />
    </>
  ),
  lupin: (
    <>
      <path d="M12 22V9" />
      <ellipse cx="12" cy="4" rx="1.4" ry="2" />
      <ellipse cx="9.5" cy="8" rx="1.4" ry="2" transform="rotate(-30 9.5 8)" />
      <ellipse cx="14.5" cy="8" rx="1.4" ry="2" transform="rotate(30 14.5 8)" />
      <ellipse cx="9.5" cy="12.5" rx="1.4" ry="2" transform="rotate(-30 9.5 12.5)" />
      <ellipse cx="14.5" cy="12.5" rx="1.4" ry="2" transform="rotate(30 14.5 12.5)" />
      <path d="M12 18l-4-2M12 20l4-2.5" />
    </>
  ),
  molluscs: (
    <>
      <path d="M3.5 13a8.5 8.5 0 0 1 17 0l-4.5 6.5H8z" />
      <path d="M12 4.5v15M8 19.5L6.5 6.5M16 19.5l1.5-13M4 12.5l4 7M20 12.5l-4 7" />
    </>
  ),
};

export function AllergenIcon({ allergen, className }: { allergen: Allergen; className?: string }) {
  return (
    // A drawing: hydrated, the server's shapes are kept as they are (decision 0080).
    <ServerMarkup
      as="svg"
      data={allergen}
      className={className}
      viewBox="0 0 24 24"
      width="1.5em"
      height="1.5em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-allergen={allergen}
    >
      {SHAPES[allergen]}
    </ServerMarkup>
  );
}
