/**
 * How many of a category's dishes its page may show on a phone's first screen, under the category's
 * picture (routes/menu-entry.tsx). From the third on, a dish starts below the first screen of a phone
 * held upright (styles/global.css: a viewport at most 30em wide and 58em tall): 1,176 px down at 360
 * px wide in the demo and, with none of the optional text (no lead, one-line names, no description,
 * no marks), 932 px at 360 px wide, 941 at 412, 959 at 430. Such a dish is left out of the page's
 * first frame there (decision 0079). Without a picture the card starts a picture's height higher,
 * and none is.
 */
export const CATEGORY_DISHES_IN_FIRST_SCREEN = 2;

/** Whether a category's dish (its place in the list from 0) starts below a phone's first screen. */
export function dishBelowFirstScreen(index: number, pictured: boolean): boolean {
  return pictured && index >= CATEGORY_DISHES_IN_FIRST_SCREEN;
}
