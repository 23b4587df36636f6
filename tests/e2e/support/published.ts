/**
 * Without a purge a published change waits for the site's content cache to go stale (30 s,
 * CONTENT_CACHE_TTL) and for the cached pages' own fresh period (60 s, CACHE_HTML_S_MAXAGE): a change
 * that a request made within a third of the shorter one already shows was purged by the publish.
 * How soon is a figure (each journey notes it), not a limit: one second, the figure on a quiet
 * machine, was missed beside two busy loops.
 */
export const PURGED_WITHIN_MS = 10_000;

/**
 * How long after `since` a request was made (by `ask`, which resolves with the page's HTML) whose
 * answer passes `test`, asking again until a request made `within` ms after `since` has been
 * answered; undefined when none passed.
 */
export async function askedSince(
  since: number,
  within: number,
  ask: () => Promise<string>,
  test: (html: string) => boolean,
): Promise<number | undefined> {
  for (;;) {
    const asked = Date.now() - since;
    if (asked >= within) return undefined;
    if (test(await ask())) return asked;
  }
}
