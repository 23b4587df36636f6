/**
 * POST /v{apiVersion}/data/actions/{dataset}: the document actions the Studio uses, each turned into
 * mutations (mutate.ts) run as one transaction, with Content Lake's refusals: a document others
 * reference cannot be deleted or unpublished (409, naming them), a publish checks the revisions it
 * was given, and weak references marked `_strengthenOnPublish` become strong when published.
 * Content releases are not implemented (decision 0081): their actions, and the version actions
 * that put a document in a release, get a 501 that says so and what to do instead.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { requireWrite } from "./auth.ts";
import { HttpError, httpError, sendJson } from "./http.ts";
import { MAX_MUTATION_BYTES, readJson, selector, visibilityOf, type WriteContext } from "./mutate-handler.ts";
import {
  applyMutations,
  checkDocumentId,
  depthOver,
  MAX_DEPTH,
  newTransactionId,
  parseMutations,
  type ParsedMutation,
} from "./mutate.ts";
import type { SanityDocument } from "./perspectives.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function actionError(status: number, description: string, index?: number): HttpError {
  return new HttpError(status, {
    error: {
      type: "actionError",
      description,
      items: [{ error: { type: "actionError", description }, ...(index === undefined ? {} : { index }) }],
    },
  });
}

const DRAFTS = "drafts.";

/** The actions of content releases: a release's own, and a document's version in one. */
const RELEASE_ACTION = /^sanity\.action\.(release|document\.version)\./;

/**
 * 501: a Sanity action this service knows and does not implement. The Studio shows the message
 * (@sanity/client makes it the description and then the item's) in its error toast.
 */
function releasesUnsupported(type: string, index: number): HttpError {
  const description = "Content releases are not available on the local Content Lake";
  const detail =
    `Action #${index} (${type.slice(0, 80)}): edit the drafts and publish them instead, ` +
    "or connect the Studio to a Sanity project for releases (the local Studio turns them off: releases.enabled false)";
  return new HttpError(501, {
    error: {
      type: "actionError",
      description,
      items: [{ error: { type: "releasesNotSupportedError", description: detail }, index }],
    },
  });
}

/** The documents (other than `ids` themselves) that hold a strong reference to any of `ids`. */
export function referencedBy(documents: Iterable<SanityDocument>, ids: readonly string[]): string[] {
  const targets = new Set(ids);
  const found: string[] = [];
  const holds = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(holds);
    if (!isObject(value)) return false;
    if (typeof value._ref === "string" && targets.has(value._ref) && value._weak !== true) return true;
    return Object.values(value).some(holds);
  };
  for (const doc of documents)
    if (!targets.has(doc._id) && !targets.has(doc._id.replace(/^drafts\./, "")) && holds(doc)) found.push(doc._id);
  return found;
}

/** A draft made published: `_strengthenOnPublish` references lose their weakness (and the marker). */
function strengthen(value: unknown, exists: (id: string) => boolean, index: number): unknown {
  if (Array.isArray(value)) return value.map((item) => strengthen(item, exists, index));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = strengthen(child, exists, index);
  if (typeof out._ref === "string" && out._strengthenOnPublish !== undefined) {
    if (!exists(out._ref))
      throw actionError(409, `Action #${index}: the document references "${out._ref}", which is not published`, index);
    delete out._strengthenOnPublish;
    delete out._weak;
  }
  return out;
}

function str(action: Record<string, unknown>, key: string, index: number): string {
  return checkDocumentId(action[key], index) && (action[key] as string);
}

/** The mutations of one action, checked against the current documents. */
function translate(
  action: unknown,
  index: number,
  get: (id: string) => SanityDocument | undefined,
  all: () => Iterable<SanityDocument>,
): Record<string, unknown>[] {
  if (!isObject(action) || typeof action.actionType !== "string")
    throw actionError(400, `Action #${index} must be an object with an "actionType"`, index);
  const type = action.actionType;
  switch (type) {
    case "sanity.action.document.create": {
      const publishedId = str(action, "publishedId", index);
      const attributes = action.attributes;
      if (!isObject(attributes)) throw actionError(400, `Action #${index}: "attributes" must be the document`, index);
      const id =
        typeof attributes._id === "string" ? checkDocumentId(attributes._id, index) : `${DRAFTS}${publishedId}`;
      if (get(id)) {
        if (action.ifExists === "ignore") return [];
        throw actionError(409, `Action #${index}: document "${id}" already exists`, index);
      }
      return [{ create: { ...attributes, _id: id } }];
    }
    case "sanity.action.document.edit": {
      const publishedId = str(action, "publishedId", index);
      const draftId = str(action, "draftId", index);
      if (!isObject(action.patch)) throw actionError(400, `Action #${index}: "patch" must be a patch`, index);
      const base = get(draftId) ?? get(publishedId);
      if (!base) throw actionError(404, `Action #${index}: neither "${draftId}" nor "${publishedId}" exists`, index);
      const { id: _id, query: _query, ...patch } = action.patch;
      // If not yet there: an earlier edit of the same request (the Studio sends a burst of keystrokes
      // as one list of actions, each read against the documents before it) may have made it.
      const made = get(draftId) ? [] : [{ createIfNotExists: { ...base, _id: draftId } }];
      return [...made, { patch: { ...patch, id: draftId } }];
    }
    case "sanity.action.document.publish": {
      const publishedId = str(action, "publishedId", index);
      const draftId = str(action, "draftId", index);
      const draft = get(draftId);
      if (!draft) throw actionError(409, `Action #${index}: there is no draft "${draftId}" to publish`, index);
      const published = get(publishedId);
      if (action.ifDraftRevisionId !== undefined && draft._rev !== action.ifDraftRevisionId) {
        throw actionError(
          409,
          `Action #${index}: the draft has revision "${String(draft._rev)}", not "${String(action.ifDraftRevisionId).slice(0, 64)}"`,
          index,
        );
      }
      if (action.ifPublishedRevisionId !== undefined && published?._rev !== action.ifPublishedRevisionId) {
        throw actionError(
          409,
          `Action #${index}: the published document has revision "${String(published?._rev)}", not "${String(action.ifPublishedRevisionId).slice(0, 64)}"`,
          index,
        );
      }
      const { _rev: _r, _updatedAt: _u, _createdAt: _c, ...body } = draft;
      const strong = strengthen(body, (id) => Boolean(get(id)), index) as Record<string, unknown>;
      return [{ createOrReplace: { ...strong, _id: publishedId } }, { delete: { id: draftId } }];
    }
    case "sanity.action.document.unpublish": {
      const publishedId = str(action, "publishedId", index);
      const draftId = str(action, "draftId", index);
      const published = get(publishedId);
      if (!published) throw actionError(409, `Action #${index}: "${publishedId}" is not published`, index);
      const holders = referencedBy(all(), [publishedId]);
      if (holders.length)
        throw actionError(
          409,
          `Action #${index}: "${publishedId}" cannot be unpublished: documents reference it (${holders.slice(0, 20).join(", ")})`,
          index,
        );
      const { _rev: _r, _updatedAt: _u, ...body } = published;
      return [...(get(draftId) ? [] : [{ create: { ...body, _id: draftId } }]), { delete: { id: publishedId } }];
    }
    case "sanity.action.document.delete": {
      const publishedId = str(action, "publishedId", index);
      const drafts = action.includeDrafts === undefined ? [] : action.includeDrafts;
      if (!Array.isArray(drafts))
        throw actionError(400, `Action #${index}: "includeDrafts" must be a list of ids`, index);
      const ids = [publishedId, ...drafts.map((id) => checkDocumentId(id, index))];
      const holders = referencedBy(all(), ids);
      if (holders.length)
        throw actionError(
          409,
          `Action #${index}: "${publishedId}" cannot be deleted: documents reference it (${holders.slice(0, 20).join(", ")})`,
          index,
        );
      return ids.map((id) => ({ delete: { id } }));
    }
    case "sanity.action.document.discard": {
      const draftId = str(action, "draftId", index);
      if (!get(draftId)) throw actionError(409, `Action #${index}: there is no draft "${draftId}" to discard`, index);
      return [{ delete: { id: draftId } }];
    }
    case "sanity.action.document.replaceDraft": {
      const publishedId = str(action, "publishedId", index);
      const attributes = action.attributes;
      if (!isObject(attributes)) throw actionError(400, `Action #${index}: "attributes" must be the document`, index);
      return [
        {
          createOrReplace: {
            ...attributes,
            _id:
              typeof attributes._id === "string" ? checkDocumentId(attributes._id, index) : `${DRAFTS}${publishedId}`,
          },
        },
      ];
    }
    default:
      if (RELEASE_ACTION.test(type)) throw releasesUnsupported(type, index);
      throw actionError(400, `Action #${index}: unknown or unsupported action type "${type.slice(0, 80)}"`, index);
  }
}

export async function handleActions(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  datasetName: string,
  ctx: WriteContext,
): Promise<void> {
  if (req.method !== "POST")
    throw httpError(405, `Method ${req.method} is not allowed here`, { Allow: "POST, OPTIONS" });
  requireWrite(req, ctx.tokens);
  const dataset = await ctx.store.get(datasetName);
  if (!dataset) throw httpError(404, `Dataset "${datasetName}" not found`);
  const body = await readJson(req, MAX_MUTATION_BYTES);
  if (!isObject(body) || !Array.isArray(body.actions) || body.actions.length === 0)
    throw actionError(400, '"actions" must be a non-empty list');
  if (depthOver(body, MAX_DEPTH + 4)) throw actionError(400, `The actions are nested deeper than ${MAX_DEPTH} levels`);
  const actions = body.actions as unknown[];
  const transactionId = typeof body.transactionId === "string" ? body.transactionId : undefined;
  const dryRun = body.dryRun === true;
  const get = (id: string) => dataset.store.get(id);
  const commit = await ctx.writer.write(
    dataset,
    (timestamp) => {
      const raw = actions.flatMap((action, index) => translate(action, index, get, () => dataset.store.documents()));
      const mutations: ParsedMutation[] =
        raw.length ?
          parseMutations(
            { mutations: raw, ...(transactionId ? { transactionId } : {}) },
            { autoGenerateArrayKeys: false },
          ).mutations
        : [];
      return applyMutations(
        mutations,
        { get, select: selector(ctx, dataset) },
        transactionId ?? newTransactionId(),
        timestamp,
      );
    },
    { dryRun, visibility: visibilityOf(url), author: "api-token" },
  );
  sendJson(res, 200, { transactionId: commit.tx.id });
}
