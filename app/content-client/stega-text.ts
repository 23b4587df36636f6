/**
 * Preview's stega taken out of a text that the browser also computes (the head's title and meta):
 * the runs of invisible characters that @sanity/client's encoder writes (@vercel/stega's encoding:
 * four zero-width characters for two bits each; stega-text.test.ts holds this to the client's own
 * `stegaClean`). The library's cleaner would bring its tables into every visitor's first load.
 */
const STEGA_RUN = /[\u200b-\u200d\ufeff]{4,}/g;

export const withoutStegaText = (text: string): string => text.replace(STEGA_RUN, "");
