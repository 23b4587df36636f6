/**
 * The first-load JavaScript budget (decision 0009, benchmarks and quality gates): the home page within
 * this factor of the baseline app (gzip). The target is 1.25; 1.253 holds what was measured on
 * 2026-11-28 (1.2521: 136,620 B against 109,113 B) after the 503 page for a server that went away and
 * the router's public instrumentation came into the first load (decision 0055, about 300 B gzip) on
 * top of the consent banner's 1.250 (decision 0051). A ratchet: back to 1.25 as the first load sheds
 * those bytes, never higher. Lowered to 1.252 when the editors' preview badge left the first load for
 * a chunk of its own (1.2513x measured), and to the target, 1.25, when the map's drawn stand-in became
 * the stylesheet's picture (1.2496x measured; decision 0070). Raised to 1.252 the same day by visual
 * editing in preview (decision 0061): the slot that loads the editors' tools in preview, and the
 * head's cleaning of preview's invisible edit links from the title and meta the browser computes,
 * about 190 B gzip (1.2514x measured). Back to the target, 1.25, when a failed image's mark became
 * the stylesheet's picture and the English allergens' names left the Italian first load (1.2479x
 * measured; decision 0075). A ratchet: never higher.
 */
export const HOME_BUDGET = 1.25;
/** The target of "Green on a phone" the ratchet above comes down to. */
export const HOME_TARGET = 1.25;

/**
 * The home document (issue "Fast on a phone"): its target is 50,000 B raw and 12,000 B gzip; this is
 * the ceiling `npm test` holds while the target is not met yet (a ratchet: lower it as the document shrinks,
 * never raise it). Raised once, by decision 0034, for the inline script that starts the page's code after its
 * first paint (about 460 B raw, 190 B gzip), from 70,000 / 16,900. Lowered to 66,500 / 16,850 when lazy
 * images' `<noscript>` copies went down to three widths (measured 64,903 / 16,715 on the home page); set to
 * 66,500 / 16,950 the same day (still 150 B below where the day began) for two fixes to that inline script:
 * it waits for a largest paint on screen (the load event can come before the first frame), and before the
 * page's code runs the language switch remembers its choice (an English cookie sent an Italian tap back to
 * English). Measured then: 65,102 / 16,885. Lowered to 66,000 / 16,850 when every lazy image's stand-in
 * became one picture without a size of its own (measured 64,190 / 16,708 on `/`, 65,273 / 16,693 on `/en`,
 * gzip level 6, 215 B raw less on each). Lowered to 64,000 / 16,450 when the LQIPs became WebP (decision
 * 0048; measured 62,495 / 16,281 on `/`, 63,575 / 16,260 on `/en`). Raised to 66,300 / 17,750 by decision
 * 0051: the first-visit consent banner and the inline script that wires its buttons are in every document
 * (2,400 B raw, about 1,100 B gzip, and 150 B more of the head script), in place of the library's chunk
 * (about 20 KB gzip) that every first visit fetched and ran after hydration. Measured then: 65,099 / 17,682
 * on `/`, 66,170 / 17,654 on `/en` (62,508 / 16,417 and 63,588 / 16,408 before, the same run). Raised to
 * 67,100 / 18,000 by decision 0060: the inline script that declares the web faces once the first screen is
 * shown (about 870 B raw, 350 B gzip with its arguments, less the two font preloads it replaces), and the
 * day's other merges. Measured then: 65,846 / 17,864 on `/`, 66,917 / 17,814 on `/en`.
 */
export const DOCUMENT_CEILING = { raw: 67_100, gzip: 18_000 };
