/** A hex colour as a browser's chrome takes one (`theme-color`, the manifest's `theme_color`): #RGB or #RRGGBB. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A colour from the site settings, or `fallback` (the brand's) when it is missing or not a hex
 * colour: a setting the browser cannot read must not leave the page or the installed app without one.
 */
export function hexColourOr(value: unknown, fallback: string): string {
  return typeof value === "string" && HEX_COLOUR.test(value) ? value : fallback;
}
