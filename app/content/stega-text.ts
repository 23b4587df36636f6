/**
 * Preview's stega taken out of a text that the browser also computes (the head's title and meta):
 * the runs of four or more invisible characters that @vercel/stega writes (its VERCEL_STEGA_REGEX;
 * stega-text.test.ts holds the two to the same answers). The library's own cleaner would bring its
 * tables into every visitor's first load; this is one expression.
 */
const STEGA_RUN = /[\u200b-\u200d\u2060-\u2063\ufeff\u{1d173}-\u{1d17a}]{4,}/gu;

export const withoutStegaText = (text: string): string => text.replace(STEGA_RUN, "");
