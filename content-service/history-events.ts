/**
 * The events of a document's group (its published document and its draft), newest first, as the
 * Studio's history timeline reads them from Content Lake's events API:
 * GET /v{apiVersion}/data/history/{dataset}/events/documents/{id}?limit=&nextCursor=
 * → `{"events": {"<id>": [...]}, "nextCursor": ""}`. The Studio itself adds the edits between them
 * from the transactions endpoint, so only the group's turning points are events here: a draft made,
 * a publish, an unpublish, a draft discarded, the group deleted. They are read back from the
 * transaction log, each from the documents before and after one transaction.
 */
import type { SanityDocument } from "./perspectives.ts";
import type { DocumentStore } from "./store.ts";
import { httpError } from "./http.ts";

const MAX_TRANSACTIONS = 10_000;
const MAX_LIMIT = 1000;
const DRAFTS = "drafts.";

export type DocumentGroupEvent = {
  type: string;
  id: string;
  timestamp: string;
  author: string;
  documentId: string;
} & Record<string, unknown>;

/** An event of the group (published `id`, draft `drafts.<id>`) for one transaction, or none. */
function eventOf(
  tx: { id: string; timestamp: string; author: string },
  publishedId: string,
  states: { p: [SanityDocument | null, SanityDocument | null]; d: [SanityDocument | null, SanityDocument | null] } & {
    pTouched: boolean;
    dTouched: boolean;
  },
): DocumentGroupEvent | null {
  const draftId = `${DRAFTS}${publishedId}`;
  const base = { id: tx.id, timestamp: tx.timestamp, author: tx.author, documentId: publishedId };
  const [pBefore, pAfter] = states.p;
  const [dBefore, dAfter] = states.d;
  if (states.pTouched && pAfter) {
    // A publish: the draft's revision that became the published one, when a draft went.
    return {
      ...base,
      type: "publishDocumentVersion",
      revisionId: pAfter._rev,
      versionId: draftId,
      publishCause: "document.publish",
      ...(states.dTouched && dBefore && !dAfter ? { versionRevisionId: dBefore._rev } : {}),
    };
  }
  if (states.pTouched && pBefore && !pAfter) {
    if (dAfter) return { ...base, type: "unpublishDocument", versionId: draftId, versionRevisionId: dAfter._rev };
    return { ...base, type: "deleteDocumentGroup" };
  }
  if (!states.dTouched) return null;
  if (!dBefore && dAfter)
    return { ...base, type: "createDocumentVersion", versionId: draftId, versionRevisionId: dAfter._rev };
  if (dBefore && !dAfter)
    return { ...base, type: "deleteDocumentVersion", versionId: draftId, versionRevisionId: dBefore._rev };
  return null;
}

/**
 * The group's events, newest first, at most `limit`, older than the cursor (a transaction's
 * sequence number, as the previous page's `nextCursor` gave it; "" when there is no more).
 */
export function documentEvents(
  store: DocumentStore,
  id: string,
  limit: number,
  cursor: number | undefined,
): { events: DocumentGroupEvent[]; nextCursor: string } {
  if (id.startsWith(DRAFTS) && id.slice(DRAFTS.length).includes("."))
    throw httpError(400, "History events are kept for published documents and drafts only");
  const publishedId = id.startsWith(DRAFTS) ? id.slice(DRAFTS.length) : id;
  const draftId = `${DRAFTS}${publishedId}`;
  const transactions = store.transactions([publishedId, draftId], {
    toSeq: cursor === undefined ? Number.MAX_SAFE_INTEGER : cursor - 1,
    limit: MAX_TRANSACTIONS,
  });
  const events: (DocumentGroupEvent & { seq: number })[] = [];
  for (const tx of transactions.reverse()) {
    const pTouched = tx.documentIds.includes(publishedId);
    const dTouched = tx.documentIds.includes(draftId);
    const event = eventOf(tx, publishedId, {
      pTouched,
      dTouched,
      p: [store.documentAt(publishedId, tx.seq - 1), store.documentAt(publishedId, tx.seq)],
      d: [store.documentAt(draftId, tx.seq - 1), store.documentAt(draftId, tx.seq)],
    });
    if (!event) continue;
    events.push({ ...event, seq: tx.seq });
    if (events.length > limit) break;
  }
  const more = events.length > limit;
  const page = events.slice(0, limit);
  return {
    events: page.map(({ seq: _seq, ...event }) => event),
    nextCursor: more ? String(page[page.length - 1]!.seq) : "",
  };
}

/** `limit` and `nextCursor` from the query string, or a 400 that says what they must be. */
export function eventsPage(url: URL): { limit: number; cursor: number | undefined } {
  const limitRaw = url.searchParams.get("limit");
  const limit = limitRaw === null ? 100 : Number(limitRaw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw httpError(400, `"limit" must be a whole number from 1 to ${MAX_LIMIT}`);
  const cursorRaw = url.searchParams.get("nextCursor");
  if (cursorRaw === null || cursorRaw === "") return { limit, cursor: undefined };
  if (!/^[1-9]\d{0,15}$/.test(cursorRaw)) throw httpError(400, '"nextCursor" must be a cursor this endpoint gave');
  return { limit, cursor: Number(cursorRaw) };
}
