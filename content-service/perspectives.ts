/**
 * Perspectives: which documents a query sees. Pure functions, shared by the service and its query
 * workers (which build the views once per dataset load, never per query).
 */

export interface SanityDocument {
  _id: string;
  _type?: string;
  [key: string]: unknown;
}

export type Perspective = "published" | "drafts" | "raw";

export const PERSPECTIVES: ReadonlyMap<string, Perspective> = new Map([
  ["published", "published"],
  ["drafts", "drafts"],
  // The old name of `drafts`, still sent by older clients.
  ["previewDrafts", "drafts"],
  ["raw", "raw"],
]);

export interface View {
  documents: SanityDocument[];
  byId: Map<string, SanityDocument>;
}

export type Views = Record<Perspective, View>;

const DRAFTS_PREFIX = "drafts.";
const VERSIONS_PREFIX = "versions.";

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

/** Drafts and release versions are never part of the published perspective. */
export function isPublishedId(id: string): boolean {
  return !id.startsWith(DRAFTS_PREFIX) && !id.startsWith(VERSIONS_PREFIX);
}

function view(documents: SanityDocument[]): View {
  return { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) };
}

/**
 * Builds the three views of a dataset.
 * - published: no `drafts.` (or `versions.`) documents.
 * - drafts: each draft replaces its published twin, under the published id, and carries
 *   `_originalId` (the draft's id) as Content Lake does; drafts without a twin are included too.
 * - raw: every document as stored.
 */
export function buildViews(documents: SanityDocument[]): Views {
  const published = documents.filter((doc) => isPublishedId(doc._id));

  const merged = new Map<string, SanityDocument>(published.map((doc) => [doc._id, doc]));
  for (const doc of documents) {
    if (!isDraftId(doc._id)) continue;
    const id = doc._id.slice(DRAFTS_PREFIX.length);
    // Map.set keeps the twin's position, and appends drafts that have no twin.
    merged.set(id, { ...doc, _id: id, _originalId: doc._id });
  }

  return {
    published: view(published),
    drafts: { documents: [...merged.values()], byId: merged },
    raw: view(documents),
  };
}
