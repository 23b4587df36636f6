/**
 * What a query worker runs for one query: the planner's rewrite (query-plan.ts) over the view's
 * indexes (dataset-index.ts), then groq-js. Kept apart from the worker so that tests run exactly this.
 */
import { evaluate, evaluateSync, type EvaluateOptions, type ExprNode } from "groq-js";
import { LRUCache } from "lru-cache";
import { DatasetIndex } from "./dataset-index.ts";
import type { Perspective, View, Views } from "./perspectives.ts";
import { QueryPlanner, type Dereference, type Plan } from "./query-plan.ts";

/** Plans kept per view, by query and parameters: the site asks the same few queries again and again. */
const MAX_PLANS = 256;

export interface IndexedView extends View {
  index: DatasetIndex;
  plans: LRUCache<string, Plan>;
}

/** Indexes every perspective of a dataset: done once per load, never per query. */
export function indexViews(views: Views): Record<Perspective, IndexedView> {
  const indexed = (view: View): IndexedView => ({ ...view, index: new DatasetIndex(view.documents), plans: new LRUCache({ max: MAX_PLANS }) });
  return { published: indexed(views.published), drafts: indexed(views.drafts), raw: indexed(views.raw) };
}

export interface EvaluateOnViewOptions {
  params: Record<string, unknown>;
  sanity?: { projectId: string; dataset: string };
  /** Names the query and its parameters (see `preparedKey`): its plan is kept under it. */
  key?: string | undefined;
  /** Called when the planner fails; the query is then evaluated without indexes. */
  onPlannerError?: (error: unknown) => void;
}

/** The query's result as plain JSON-ready data (or what groq-js throws). */
export async function evaluateOnView(tree: ExprNode, view: IndexedView, options: EvaluateOnViewOptions): Promise<unknown> {
  const { params, sanity, key } = options;
  const dereference: Dereference = ({ _ref }) => view.byId.get(_ref) ?? null;
  let plan = key === undefined ? undefined : view.plans.get(key);
  if (!plan) {
    try {
      plan = QueryPlanner.plan(tree, view.index, params, dereference);
      if (key !== undefined) view.plans.set(key, plan);
    } catch (error) {
      // The plan only makes evaluation faster: without one, groq-js reads every document.
      options.onPlannerError?.(error);
      plan = { tree, dereference };
    }
  }
  const evaluateOptions: EvaluateOptions = { dataset: view.documents, params, dereference: plan.dereference, ...(sanity ? { sanity } : {}) };
  // groq-js's synchronous evaluator runs the same executors without a promise per node (two to four
  // times faster on the site's queries), but not every one (delta::, diff::): on any failure, the
  // asynchronous evaluator answers, and its error, if any, is the query's.
  try {
    return evaluateSync(plan.tree, evaluateOptions).data;
  } catch {
    const value = await evaluate(plan.tree, evaluateOptions);
    return value.get();
  }
}

/** Past this length a query and its parameters are not worth keeping: most such are one-offs. */
const MAX_KEY_LENGTH = 16 * 1024;

/**
 * The key under which a query's parsed tree and plans are kept, or undefined for one too long to
 * keep. The parser folds parameters into the tree, so they are part of the key.
 */
export function preparedKey(query: string, params: Record<string, unknown>): string | undefined {
  const key = `${query}\u0000${JSON.stringify(params)}`;
  return key.length <= MAX_KEY_LENGTH ? key : undefined;
}
