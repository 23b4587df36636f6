/** The first-load JavaScript budget (decision 0009, benchmarks and quality gates): the home page within this factor of the baseline app (gzip). */
export const HOME_BUDGET = 1.25;

/**
 * The home document (issue "Fast on a phone"): the target, and the ceiling `npm test` holds while
 * the target is not met yet (a ratchet: lower it as the document shrinks, never raise it). Raised
 * once, by decision 0034, for the inline script that starts the page's code after its first paint
 * (about 460 B raw, 190 B gzip), from 70,000 / 16,900.
 */
export const DOCUMENT_TARGET = { raw: 50_000, gzip: 12_000 };
export const DOCUMENT_CEILING = { raw: 70_500, gzip: 17_100 };
